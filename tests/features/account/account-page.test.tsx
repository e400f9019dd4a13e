import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format/money';
import { renderApp } from '../../render-app';
import { logInAs } from '../../session-helpers';
import { dashboardEntries } from '../../support/dashboard-entries';
import { LAZY } from '../../support/lazy';

async function openAccount(
  route: string,
  player: 'demo' | 'yeni' = 'demo',
  language: 'en' | 'tr' = 'en',
) {
  const session = await logInAs(player);
  await renderApp(route, { language });
  const main = screen.getByRole('main');
  await within(main).findByRole('heading', { level: 1 }, LAZY);
  return { main, session };
}

function fact(scope: HTMLElement, term: string): HTMLElement {
  // Each term of the list is followed by its one value.
  const terms = within(scope).getAllByRole('term');
  const dd = within(scope).getAllByRole('definition')[terms.indexOf(within(scope).getByText(term))];
  if (!dd) throw new Error(`no value for ${term}`);
  return dd;
}

describe('account overview (/dashboard and /dashboard/account)', () => {
  it('/dashboard shows My Account with the user name, user code, balance and verified phone', async () => {
    const { main, session } = await openAccount('/dashboard');
    expect(within(main).getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    expect(fact(main, 'Username')).toHaveTextContent('demo');
    expect(fact(main, 'User Code')).toHaveTextContent(session.usercode);
    expect(formatMoney(1250.75)).toBe('₺1.250,75');
    const balance = within(main).getByRole('region', { name: 'Balance' });
    expect(within(balance).getByText('₺1.250,75')).toBeVisible();
    const phone = fact(main, 'Phone');
    expect(phone).toHaveTextContent(/^\+90 5\d{2} \d{3} \d{2} \d{2}/);
    expect(within(phone).getByText('Verified')).toBeVisible();
    expect(within(main).queryByRole('link', { name: 'Verify now' })).not.toBeInTheDocument();
  });

  it('/dashboard/account is titled Account', async () => {
    const { main } = await openAccount('/dashboard/account');
    expect(within(main).getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  });

  it('an unverified phone shows Not Verified and a link to the phone page', async () => {
    const { main } = await openAccount('/dashboard/account', 'yeni');
    expect(within(fact(main, 'Phone')).getByText('Not Verified')).toBeVisible();
    expect(within(main).getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '/dashboard/phone-verification',
    );
    expect(within(main).getByRole('region', { name: 'Balance' })).toHaveTextContent('₺0,00');
  });

  it('links to the dashboard menu entries and opens the change-password dialog', async () => {
    const { main } = await openAccount('/dashboard');
    const quick = within(main).getByRole('navigation', { name: 'Quick access' });
    const expected = dashboardEntries.filter(([name]) => name !== 'Account');
    const links = within(quick).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);

    await userEvent.click(within(main).getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByRole('dialog', { name: 'Change Password', busy: false }, LAZY),
    ).toBeVisible();
  });

  it('speaks Turkish', async () => {
    const { main } = await openAccount('/dashboard', 'demo', 'tr');
    expect(within(main).getByRole('heading', { level: 1, name: 'Hesabım' })).toBeVisible();
    expect(fact(main, 'Kullanıcı Adı')).toHaveTextContent('demo');
    expect(within(main).getByRole('region', { name: 'Bakiye' })).toHaveTextContent('₺1.250,75');
    expect(within(fact(main, 'Telefon')).getByText('Doğrulandı')).toBeVisible();
  });
});
