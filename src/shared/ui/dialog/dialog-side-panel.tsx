import crown from './art/crown.svg?no-inline';
import shield from './art/shield.svg?no-inline';
import styles from './dialog-side-panel.module.css';

/** The drawing: a crown over cards (login, registration) or a shield with a key (recovery). */
export type DialogSideArt = 'crown' | 'shield';

// Drawn once as SVG files (art/): a decorative picture, not markup of the page.
const drawings: Record<DialogSideArt, string> = { crown, shield };

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
 * The side artwork of the two-area dialogs: a drawing over a glow, a title and a line
 * of text. Decorative, so hidden from assistive technology; hidden on mobile, where the dialog is
 * full screen. Each drawing keeps the backdrop and spacing it was drawn with.
 */
export function DialogSidePanel({ art, title, text, brandTitle, highlight }: DialogSidePanelProps) {
  return (
    <aside className={styles.side} data-art={art} aria-hidden="true">
      <img className={styles.art} src={drawings[art]} alt="" width={400} height={480} />
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
