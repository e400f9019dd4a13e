import { useId } from 'react';

export interface RecoveryArtProps {
  className?: string;
}

/**
 * The side image (spec 2.6): a shield with a keyhole, a key and a few chips, drawn in SVG so
 * nothing is fetched. Decorative only.
 */
export function RecoveryArt({ className }: RecoveryArtProps) {
  const id = useId();
  const gold = `${id}-gold`;
  const shield = `${id}-shield`;
  const glow = `${id}-glow`;
  return (
    <svg
      className={className}
      viewBox="0 0 400 480"
      width="400"
      height="480"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd877" />
          <stop offset="1" stopColor="#e79c12" />
        </linearGradient>
        <linearGradient id={shield} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2b3658" />
          <stop offset="1" stopColor="#151c2e" />
        </linearGradient>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#f5b82e" stopOpacity="0.45" />
          <stop offset="1" stopColor="#f5b82e" stopOpacity="0" />
        </radialGradient>
      </defs>

      <circle cx="200" cy="220" r="170" fill={`url(#${glow})`} />
      <circle cx="200" cy="220" r="150" fill="none" stroke="#2a3550" strokeDasharray="4 10" />
      <circle cx="200" cy="220" r="118" fill="none" stroke="#2a3550" strokeWidth="1.5" />

      {/* Shield with keyhole */}
      <path
        d="M200 92l104 38v78c0 72-44 122-104 146-60-24-104-74-104-146v-78z"
        fill={`url(#${shield})`}
        stroke={`url(#${gold})`}
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path
        d="M200 118l80 29v62c0 56-33 96-80 116-47-20-80-60-80-116v-62z"
        fill="none"
        stroke="#f5b82e"
        strokeOpacity="0.25"
        strokeWidth="2"
      />
      <circle cx="200" cy="200" r="24" fill={`url(#${gold})`} />
      <path d="M190 214h20l8 52h-36z" fill={`url(#${gold})`} />
      <circle cx="200" cy="200" r="9" fill="#151c2e" />
      <path d="M196 206h8l3 38h-14z" fill="#151c2e" />

      {/* Key */}
      <g transform="rotate(-32 300 350)">
        <circle cx="262" cy="350" r="26" fill="none" stroke={`url(#${gold})`} strokeWidth="10" />
        <rect x="286" y="344" width="88" height="12" rx="6" fill={`url(#${gold})`} />
        <rect x="340" y="356" width="10" height="20" rx="3" fill={`url(#${gold})`} />
        <rect x="358" y="356" width="10" height="14" rx="3" fill={`url(#${gold})`} />
      </g>

      {/* Chips */}
      <g>
        <circle cx="82" cy="330" r="30" fill="#ff5d6c" />
        <circle
          cx="82"
          cy="330"
          r="30"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeDasharray="10 13.5"
        />
        <circle
          cx="82"
          cy="330"
          r="18"
          fill="#d9414f"
          stroke="#fff"
          strokeOpacity="0.6"
          strokeWidth="2"
        />
      </g>
      <g>
        <circle cx="330" cy="110" r="22" fill="#35d07f" />
        <circle
          cx="330"
          cy="110"
          r="22"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeDasharray="7 10.3"
        />
        <circle
          cx="330"
          cy="110"
          r="13"
          fill="#22a862"
          stroke="#fff"
          strokeOpacity="0.6"
          strokeWidth="2"
        />
      </g>
      <g>
        <circle cx="74" cy="120" r="16" fill="#7cc4ff" />
        <circle
          cx="74"
          cy="120"
          r="16"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeDasharray="5 7.5"
        />
      </g>

      {/* Sparkles */}
      <path d="M120 62l4 12 12 4-12 4-4 12-4-12-12-4 12-4z" fill="#ffd877" />
      <path d="M318 250l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#ffd877" opacity="0.8" />
      <path d="M140 400l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#7cc4ff" opacity="0.8" />
    </svg>
  );
}
