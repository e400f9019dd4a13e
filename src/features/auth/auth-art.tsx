import { useId } from 'react';

export interface AuthArtProps {
  className?: string;
}

/** The account dialogs' side image: a crown over cards and chips, drawn in SVG (nothing fetched). */
export function AuthArt({ className }: AuthArtProps) {
  const id = useId();
  const gold = `${id}-gold`;
  const card = `${id}-card`;
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
        <linearGradient id={card} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f4f6fb" />
          <stop offset="1" stopColor="#c9d1e4" />
        </linearGradient>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#f5b82e" stopOpacity="0.4" />
          <stop offset="1" stopColor="#f5b82e" stopOpacity="0" />
        </radialGradient>
      </defs>

      <circle cx="200" cy="230" r="175" fill={`url(#${glow})`} />
      <circle cx="200" cy="230" r="150" fill="none" stroke="#2a3550" strokeDasharray="4 10" />

      {/* Two cards, fanned */}
      <g transform="rotate(-14 160 300)">
        <rect x="98" y="200" width="120" height="168" rx="12" fill={`url(#${card})`} />
        <text x="114" y="236" fill="#d6263a" fontSize="30" fontWeight="800" fontFamily="serif">
          A
        </text>
        <path
          d="M158 268c-18 22-30 34-30 48a16 16 0 0 0 30 8 16 16 0 0 0 30-8c0-14-12-26-30-48z"
          fill="#d6263a"
        />
      </g>
      <g transform="rotate(12 240 300)">
        <rect x="182" y="200" width="120" height="168" rx="12" fill={`url(#${card})`} />
        <text x="198" y="236" fill="#151c2e" fontSize="30" fontWeight="800" fontFamily="serif">
          K
        </text>
        <path
          d="M242 262c-14 16-28 28-28 42a14 14 0 0 0 24 10l-6 20h20l-6-20a14 14 0 0 0 24-10c0-14-14-26-28-42z"
          fill="#151c2e"
        />
      </g>

      {/* Crown */}
      <path
        d="M122 176l20-82 38 44 20-60 20 60 38-44 20 82z"
        fill={`url(#${gold})`}
        stroke="#b9821a"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect
        x="120"
        y="172"
        width="160"
        height="22"
        rx="6"
        fill={`url(#${gold})`}
        stroke="#b9821a"
        strokeWidth="3"
      />
      <circle cx="200" cy="183" r="6" fill="#ff5d6c" />
      <circle cx="160" cy="183" r="5" fill="#35d07f" />
      <circle cx="240" cy="183" r="5" fill="#7cc4ff" />

      {/* Chips */}
      <g>
        <circle
          cx="92"
          cy="392"
          r="30"
          fill="#ff5d6c"
          stroke="#fff"
          strokeWidth="5"
          strokeDasharray="9 7"
        />
        <circle
          cx="92"
          cy="392"
          r="16"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.7"
          strokeWidth="2"
        />
        <circle
          cx="318"
          cy="380"
          r="26"
          fill="#35d07f"
          stroke="#fff"
          strokeWidth="5"
          strokeDasharray="8 6"
        />
        <circle
          cx="318"
          cy="380"
          r="13"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.7"
          strokeWidth="2"
        />
        <circle
          cx="330"
          cy="120"
          r="18"
          fill="#7cc4ff"
          stroke="#fff"
          strokeWidth="4"
          strokeDasharray="6 5"
        />
      </g>
      <path d="M76 120l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#ffd877" />
      <path d="M300 430l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" fill="#7cc4ff" />
    </svg>
  );
}
