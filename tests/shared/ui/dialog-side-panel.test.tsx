import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogSidePanel } from '@/shared/ui/dialog/dialog-side-panel';

// The side artwork of the login, registration and recovery dialogs (spec 2.6).
describe('DialogSidePanel', () => {
  it('shows its title, text and highlight, hidden from assistive technology', () => {
    const { container } = render(
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
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 400 480');
  });

  it('leaves the highlight out when there is none', () => {
    render(<DialogSidePanel art="shield" title="Locked out?" text="Three quick steps" />);
    expect(screen.getByRole('complementary', { hidden: true }).querySelectorAll('p')).toHaveLength(
      2,
    );
  });

  it('draws each panel with its own gradient ids, so two never share one', () => {
    const { container } = render(
      <>
        <DialogSidePanel art="crown" title="A" text="a" />
        <DialogSidePanel art="shield" title="B" text="b" />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(ids.length);
    // Every gradient a shape refers to is defined in the same drawing.
    for (const svg of container.querySelectorAll('svg')) {
      const defined = new Set([...svg.querySelectorAll('[id]')].map((element) => element.id));
      const used = [...svg.outerHTML.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]);
      expect(used.length).toBeGreaterThan(0);
      for (const id of used) expect(defined).toContain(id);
    }
  });
});
