import { useId } from 'react';
import styles from './dialog-side-panel.module.css';

/** The drawing: a crown over cards (login, registration) or a shield with a key (recovery). */
export type DialogSideArt = 'crown' | 'shield';

export interface DialogSidePanelProps {
  art: DialogSideArt;
  title: string;
  text: string;
  /** Shows the title large, as the site's name. */
  brandTitle?: boolean;
  /** A highlighted line under the text (the login dialog's trial bonus). */
  highlight?: string;
}

/**
 * The side artwork of the two-area dialogs (spec 2.6): a drawing over a glow, a title and a line
 * of text. Decorative, so hidden from assistive technology; hidden on mobile, where the dialog is
 * full screen. Each drawing keeps the backdrop and spacing it was drawn with.
 */
export function DialogSidePanel({ art, title, text, brandTitle, highlight }: DialogSidePanelProps) {
  const id = useId();
  const ids = { gold: `${id}-gold`, fill: `${id}-fill`, glow: `${id}-glow` };
  return (
    <aside className={styles.side} data-art={art} aria-hidden="true">
      <svg
        className={styles.art}
        viewBox="0 0 400 480"
        width="400"
        height="480"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id={ids.gold} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffd877" />
            <stop offset="1" stopColor="#e79c12" />
          </linearGradient>
        </defs>
        {art === 'crown' ? <CrownDrawing {...ids} /> : <ShieldDrawing {...ids} />}
      </svg>
      <div className={styles.text}>
        <p className={styles.title} data-brand={brandTitle || undefined}>
          {title}
        </p>
        <p>{text}</p>
        {highlight && <p className={styles.highlight}>{highlight}</p>}
      </div>
    </aside>
  );
}

/** Gradient ids, unique per panel: the gold one is shared, `fill` colours the cards or shield. */
interface DrawingIds {
  gold: string;
  fill: string;
  glow: string;
}

/** A crown over two fanned cards and chips. */
function CrownDrawing({ gold, fill, glow }: DrawingIds) {
  return (
    <>
      <defs>
        <linearGradient id={fill} x1="0" y1="0" x2="1" y2="1">
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
        <rect x="98" y="200" width="120" height="168" rx="12" fill={`url(#${fill})`} />
        <text x="114" y="236" fill="#d6263a" fontSize="30" fontWeight="800" fontFamily="serif">
          A
        </text>
        <path
          d="M158 268c-18 22-30 34-30 48a16 16 0 0 0 30 8 16 16 0 0 0 30-8c0-14-12-26-30-48z"
          fill="#d6263a"
        />
      </g>
      <g transform="rotate(12 240 300)">
        <rect x="182" y="200" width="120" height="168" rx="12" fill={`url(#${fill})`} />
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
    </>
  );
}

/** A shield with a keyhole, a key and a few chips. */
function ShieldDrawing({ gold, fill, glow }: DrawingIds) {
  return (
    <>
      <defs>
        <linearGradient id={fill} x1="0" y1="0" x2="1" y2="1">
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
        fill={`url(#${fill})`}
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
    </>
  );
}
