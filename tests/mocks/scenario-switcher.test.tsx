// @vitest-environment-options {"url": "http://localhost/casino/slot"}
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { ScenarioSwitcher } from '@mocks/scenarios/switcher/scenario-switcher';
import { SWITCHER_NAMESPACE, switcherTexts } from '@mocks/scenarios/switcher/switcher-texts';

// The mock-only scenario switcher lists the scenarios, shows the active ones and applies
// a new choice through the address. The page is at /casino/slot (the environment options above).
async function showSwitcher(
  language: 'en' | 'tr',
  active: string[],
  unknown: string[] = [],
  reload = vi.fn(),
) {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: {} });
  for (const [lng, texts] of Object.entries(switcherTexts)) {
    i18n.addResourceBundle(lng, SWITCHER_NAMESPACE, texts);
  }
  render(<ScenarioSwitcher i18n={i18n} active={active} unknown={unknown} reload={reload} />);
  return i18n;
}

describe('scenario switcher', () => {
  it('lists the scenarios with their descriptions and marks the active ones', async () => {
    await showSwitcher('en', ['returning-player', 'many-unread'], ['typo']);
    await userEvent.click(screen.getByRole('button', { name: /Mock scenarios/ }));
    const panel = screen.getByRole('region', { name: 'Mock scenarios' });
    const active = within(panel).getByRole('group', { name: 'Active' });
    expect(active).toHaveTextContent('returning-player');
    expect(active).toHaveTextContent('many-unread');
    expect(within(panel).getByRole('alert')).toHaveTextContent('Unknown scenarios ignored: typo');
    expect(within(panel).getByRole('checkbox', { name: /^many-unread/ })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: /^offline/ })).not.toBeChecked();
    expect(within(panel).getByText(/the bell shows 9\+/)).toBeVisible();
  });

  it('applies the new choice through ?scenario= and clears it', async () => {
    const reload = vi.fn();
    await showSwitcher('en', [], [], reload);
    await userEvent.click(screen.getByRole('button', { name: /Mock scenarios/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^offline/ }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter scenarios' }), 'login:fail');
    await userEvent.click(screen.getByRole('checkbox', { name: /^login:failure/ }));
    expect(screen.queryByRole('checkbox', { name: /^offline/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply and reload' }));
    expect(reload).toHaveBeenLastCalledWith(
      'http://localhost/casino/slot?scenario=offline%2Clogin%3Afailure',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(reload).toHaveBeenLastCalledWith('http://localhost/casino/slot?scenario=');
  });

  it('speaks Turkish when the site does', async () => {
    const i18n = await showSwitcher('tr', []);
    await userEvent.click(screen.getByRole('button', { name: /Test senaryoları/ }));
    expect(screen.getByText('Yok: tohumlanmış sahte sunucu yanıt veriyor.')).toBeVisible();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('None: the seeded mock backend answers.')).toBeVisible();
  });
});
