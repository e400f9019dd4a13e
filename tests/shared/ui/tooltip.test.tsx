import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialLinks } from '@/features/footer/social-links';
import { Tooltip } from '@/shared/ui/tooltip';
import { renderPart } from '../../render-app';
import { expectTooltip } from '../../support/tooltips';

// The site's one tooltip for icon-only controls: the control keeps its own name (tests and
// screen readers find it by that), the tooltip is at most 350 px wide, shows without delay above
// everything (z-index 9999), and Escape hides it without moving the pointer or focus.
function renderReload() {
  render(
    <Tooltip text="Reload" placement="bottom">
      <button type="button" aria-label="Reload">
        ↻
      </button>
    </Tooltip>,
  );
  const button = screen.getByRole('button', { name: 'Reload' });
  const tip = screen.getByText('Reload');
  return { button, tip, anchor: tip.parentElement as HTMLElement };
}

describe('the tooltip', () => {
  it('leaves the control its name and no native title; its text is not read a second time', () => {
    const { button, tip } = renderReload();
    expect(button).not.toHaveAttribute('title');
    expect(button).not.toHaveAccessibleDescription();
    expect(tip).toHaveAttribute('aria-hidden', 'true');
  });

  it('is at most 350 px wide, shows without delay and above everything', () => {
    const { tip } = renderReload();
    expect(tip.style).toMatchObject({ maxWidth: '350px', zIndex: '9999', transitionDelay: '0ms' });
  });

  it('hides on Escape while its control has focus, and shows again once the focus moves on', () => {
    const { button, anchor } = renderReload();
    button.focus();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(anchor).toHaveAttribute('data-dismissed');
    fireEvent.focusOut(button);
    expect(anchor).not.toHaveAttribute('data-dismissed');
  });
});

describe('icon-only controls', () => {
  it('the footer’s social links are named by their tooltip, not a native title', async () => {
    await renderPart(<SocialLinks />, { namespaces: ['footer'] });
    for (const name of ['Telegram', 'Twitter', 'Instagram', 'YouTube']) {
      expectTooltip(await screen.findByRole('link', { name }), name);
    }
  });
});
