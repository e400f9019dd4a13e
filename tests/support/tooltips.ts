import { expect } from 'vitest';

/**
 * An icon-only control shows its name in the site's tooltip (beside it, hidden from assistive
 * technology) and has no native title, which would show a second, late tooltip.
 */
export function expectTooltip(control: HTMLElement, text: string): void {
  expect(control).not.toHaveAttribute('title');
  const tip = control.nextElementSibling;
  expect(tip).toHaveTextContent(text);
  expect(tip).toHaveAttribute('aria-hidden', 'true');
}
