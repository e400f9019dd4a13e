import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogSidePanel } from '@/shared/ui/dialog/dialog-side-panel';

// The side artwork of the login, registration and recovery dialogs.
describe('DialogSidePanel', () => {
  it('shows its title, text and highlight, hidden from assistive technology', () => {
    render(
      <DialogSidePanel
        art="crown"
        title="Royal Bet"
        brandTitle
        text="One account"
        highlight="₺100 trial bonus"
      />,
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    const panel = screen.getByRole('complementary', { hidden: true });
    expect(panel).toHaveAttribute('aria-hidden', 'true');
    expect(panel).toHaveTextContent('Royal BetOne account₺100 trial bonus');
    expect(within(panel).getByRole('presentation', { hidden: true })).toHaveAttribute('alt', '');
  });

  it('leaves the highlight out when there is none', () => {
    render(<DialogSidePanel art="shield" title="Locked out?" text="Three quick steps" />);
    const panel = screen.getByRole('complementary', { hidden: true });
    expect(within(panel).getAllByRole('paragraph', { hidden: true })).toHaveLength(2);
  });

  it.each(['crown', 'shield'])('the %s drawing defines every gradient it uses', (art) => {
    const svg = readFileSync(
      join(import.meta.dirname, `../../../src/shared/ui/dialog/art/${art}.svg`),
      'utf8',
    );
    const defined = new Set([...svg.matchAll(/id="([^"]+)"/g)].map((match) => match[1]));
    const used = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]);
    expect(svg).toContain('viewBox="0 0 400 480"');
    expect(used.length).toBeGreaterThan(0);
    for (const id of used) expect(defined).toContain(id);
  });
});
