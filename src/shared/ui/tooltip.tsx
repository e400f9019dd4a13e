import type { ReactNode } from 'react';
import { TOOLTIP_DEFAULTS } from '@/shared/config/constants';
import styles from './tooltip.module.css';

export interface TooltipProps {
  /** What the tooltip says: the control's own accessible name (it is not announced twice). */
  text: string;
  /** Where it shows beside the control; 'left' for a control in a card's corner. */
  placement?: 'top' | 'bottom' | 'left';
  /** Places the pair (an absolutely positioned control moves its position here). */
  className?: string;
  /** The icon-only control it names. */
  children: ReactNode;
}

// Every tooltip: at most 350 px wide, shown at once (no delay), above everything else.
const TIP_STYLE = {
  maxWidth: TOOLTIP_DEFAULTS.maxWidth,
  zIndex: TOOLTIP_DEFAULTS.zIndex,
  transitionDelay: `${TOOLTIP_DEFAULTS.delay}ms`,
};

// Escape hides the tooltips shown (under the pointer, or of the focused control) until the
// pointer leaves or the focus moves on. One listener for all of them.
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  document.querySelectorAll(`.${styles.anchor}:is(:hover, :focus-within)`).forEach((anchor) => {
    const showAgain = () => anchor.removeAttribute('data-dismissed');
    anchor.setAttribute('data-dismissed', '');
    anchor.addEventListener('pointerleave', showAgain, { once: true });
    anchor.addEventListener('focusout', showAgain, { once: true });
  });
});

/**
 * The one tooltip of the site, for icon-only controls: it shows while the pointer is over the
 * control or the keyboard focus is on it, stays while the pointer moves onto it, and Escape
 * hides it. The control keeps its own accessible name; the tooltip's text is hidden from
 * assistive technology, so the name is not read twice.
 */
export function Tooltip({ text, placement = 'top', className, children }: TooltipProps) {
  return (
    <span className={className ? `${styles.anchor} ${className}` : styles.anchor}>
      {children}
      <span className={styles.tip} data-placement={placement} style={TIP_STYLE} aria-hidden="true">
        {text}
      </span>
    </span>
  );
}
