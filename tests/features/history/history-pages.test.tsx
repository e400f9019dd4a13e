import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { replaceHistory } from '@mocks/history';
import { mockServer } from '@mocks/node';
import { renderApp } from '../../render-app';
import { watchRequestsOfEachTest } from '../../request-watch';
import { logInAs } from '../../session-helpers';
import { findPageTitle, LAZY } from '../../support/lazy';

// The member area's history pages: each page's loading, data, empty and error states, in both
// languages and at both sizes, against the stateful mock backend.
const requests = watchRequestsOfEachTest();

const pages = [
  {
    route: '/dashboard/financial-activities',
    en: 'Financial Activities',
    tr: 'Finansal Hareketler',
    path: '/transaction/history',
    table: 'Transactions',
    trTable: 'İşlemler',
  },
  {
    route: '/dashboard/game-history',
    en: 'Game History',
    tr: 'Oyun Geçmişi',
    path: '/casino/history',
    table: 'Game rounds',
    trTable: 'Oyun hareketleri',
  },
  {
    route: '/dashboard/session-history',
    en: 'Session History',
    tr: 'Oturum Geçmişi',
    path: '/customer/sessions',
    table: 'Sessions',
    trTable: 'Oturumlar',
  },
] as const;

const emptyHistory = () =>
  replaceHistory('demo', { transactions: [], rounds: [], bonuses: [], sessions: [] });

describe.each(pages)('$en', ({ route, en, tr, path, table, trTable }) => {
  it('shows a skeleton, then the period in a table with a caption and column headers', async () => {
    await logInAs();
    // The answer takes a moment, as on a real network.
    mockServer.use(
      http.post(`*/api${path}`, async () => {
        await delay(400);
        return undefined;
      }),
    );
    await renderApp(route);
    expect(await screen.findByRole('status', { name: 'Loading…' }, LAZY)).toBeInTheDocument();
    expect(await findPageTitle(en)).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: table }, LAZY);
    expect(within(grid).getAllByRole('columnheader').length).toBeGreaterThan(3);
    expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('last30');
  });

  it('lists cards on a phone, in Turkish', async () => {
    await logInAs();
    await renderApp(route, { language: 'tr', viewport: 'mobile' });
    expect(await findPageTitle(tr)).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Dönem' }, LAZY)).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: trTable }, LAZY);
    expect(within(cards).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with a retry when the call fails, and the rows after it', async () => {
    await logInAs();
    let failing = true;
    mockServer.use(
      http.post(`*/api${path}`, () =>
        failing ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    await renderApp(route, { language: 'tr' });
    expect(await screen.findByText('Geçmiş yüklenemedi', undefined, LAZY)).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('table', undefined, LAZY)).toBeInTheDocument();
  });

  it('sends nothing for a custom period that starts after it ends, and says why', async () => {
    await logInAs();
    const user = userEvent.setup();
    await renderApp(route);
    await screen.findByRole('table', undefined, LAZY);
    const before = requests.to(path).length;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-20');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(from).toHaveAccessibleDescription('The start date cannot be after the end date.');
    expect(from).toHaveValue('2026-11-20');
    expect(requests.to(path)).toHaveLength(before);
  });
});

// A logged-in player always has the session they are in: Session History is never empty.
describe.each(pages.slice(0, 2))('$en with nothing in the period', ({ route }) => {
  it('says so when the period is empty', async () => {
    await logInAs();
    emptyHistory();
    await renderApp(route);
    expect(await screen.findByText('Nothing in this period.', undefined, LAZY)).toBeVisible();
  });
});

describe('Financial Activities', () => {
  it('sends the Type filter as the enumeration number and shows the summary', async () => {
    await logInAs();
    const user = userEvent.setup();
    await renderApp('/dashboard/financial-activities');
    await screen.findByRole('table', { name: 'Transactions' }, LAZY);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Withdraw');
    await waitFor(async () => {
      const bodies = await requests.bodiesTo('/transaction/history');
      expect(bodies.at(-1)).toMatchObject({ type: 2, skip: 0 });
    });
    for (const term of ['Deposits', 'Withdrawals', 'Net']) {
      expect(screen.getByText(term, { selector: 'dt' })).toBeInTheDocument();
    }
  });

  it('cancels a pending withdrawal after confirming, and the row says Cancelled', async () => {
    await logInAs();
    const user = userEvent.setup();
    await renderApp('/dashboard/financial-activities');
    const grid = await screen.findByRole('table', { name: 'Transactions' }, LAZY);
    await user.click(within(grid).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cancel this withdrawal?', busy: false },
      LAZY,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    expect(
      await screen.findByText(/Your withdrawal was cancelled/, undefined, LAZY),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(grid).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument(),
    );
  });
});

describe('Bonuses', () => {
  it('lists active bonuses first with a named wagering progress bar, then past ones', async () => {
    await logInAs();
    await renderApp('/dashboard/bonuses');
    expect(await findPageTitle('Bonuses')).toBeInTheDocument();
    const active = await screen.findByRole('region', { name: 'Active bonuses' }, LAZY);
    const bar = within(active).getByRole('progressbar', { name: 'Wagering of Hoş Geldin Bonusu' });
    expect(bar).toHaveValue(1200);
    expect(bar).toHaveAttribute('max', '5000');
    expect(within(active).getByText(/^Ends in 4 h|^Ends in 5 h/)).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past bonuses' });
    for (const status of ['Completed', 'Cancelled', 'Expired']) {
      expect(within(past).getByText(status)).toBeInTheDocument();
    }
  });

  it('says there are none, in Turkish', async () => {
    await logInAs();
    emptyHistory();
    await renderApp('/dashboard/bonuses', { language: 'tr' });
    expect(await screen.findByText('Aktif bonusunuz yok.', undefined, LAZY)).toBeVisible();
  });
});

describe('Claim Bonus', () => {
  it('claims a bonus code and shows the server message', async () => {
    await logInAs();
    const user = userEvent.setup();
    await renderApp('/dashboard/claim-bonus');
    expect(await findPageTitle('Claim Bonus')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Bonus code', undefined, LAZY), 'ROYAL100');
    const codeBox = screen.getByRole('region', { name: 'Have a bonus code?' });
    await user.click(within(codeBox).getByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText(/ROYAL100 .* has been added/, undefined, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bonus code' })).toHaveValue('');
  });

  it('refuses a bad code in its field and keeps what was typed, sending nothing', async () => {
    await logInAs();
    const user = userEvent.setup();
    await renderApp('/dashboard/claim-bonus');
    const field = await screen.findByLabelText('Bonus code', undefined, LAZY);
    await user.type(field, 'a!');
    const codeBox = screen.getByRole('region', { name: 'Have a bonus code?' });
    await user.click(within(codeBox).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(field).toBeInvalid());
    expect(field).toHaveValue('a!');
    expect(requests.to('/bonus/claimcode')).toHaveLength(0);
  });

  it('lists the offers, each with its Claim button', async () => {
    await logInAs();
    await renderApp('/dashboard/claim-bonus', { language: 'tr' });
    const offers = await screen.findByRole('region', { name: 'Size özel teklifler' }, LAZY);
    expect(await within(offers).findAllByRole('button', { name: 'Talep Et' }, LAZY)).toHaveLength(
      3,
    );
  });
});

describe('Session History', () => {
  it('shows the current session as Active now', async () => {
    await logInAs();
    await renderApp('/dashboard/session-history');
    const grid = await screen.findByRole('table', { name: 'Sessions' }, LAZY);
    expect(within(grid).getByText('Active now')).toBeInTheDocument();
  });
});
