import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionType } from '@generated/api/model';
import { NO_FIELDS_METHOD_ID, REDIRECT_METHOD_ID } from '@mocks/data/payment-data';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { watchRequests } from '../../request-watch';
import { logInAs } from '../../session-helpers';
import { LAZY } from '../../support/lazy';
import { skipStartupPopup } from '../../support/startup-popup';
import { clearDialogAndToasts } from '../../support/toasts';

// The dynamic deposit and withdraw dialogs.

async function openPayment(id: number, type: TransactionType, title: string) {
  await logInAs('demo');
  await renderApp('/');
  act(() =>
    openDialog(type === TransactionType.Withdraw ? 'withdraw' : 'deposit', { id, type, title }),
  );
  return screen.findByRole('dialog', { name: title, busy: false }, LAZY);
}

/** Fills the Papara deposit (500 to account 1234567890) and waits until it may be sent. */
async function fillPapara(dialog: HTMLElement, submit: HTMLElement) {
  const amount = within(dialog).getByLabelText('Amount');
  await userEvent.type(amount, '500');
  fireEvent.blur(amount);
  await userEvent.type(within(dialog).getByLabelText('Account number'), '1234567890');
  await waitFor(() => expect(submit).toBeEnabled());
}

describe('the dynamic payment dialog', () => {
  // The startup popup would otherwise open when the page settles (slow on a busy machine) or
  // when a payment dialog closes, and hide what these tests look at.
  beforeEach(skipStartupPopup);

  afterEach(async () => {
    await clearDialogAndToasts();
    vi.restoreAllMocks();
  });

  it('says No data found and closes for a method without fields', async () => {
    await openPayment(NO_FIELDS_METHOD_ID, TransactionType.Deposit, 'Kripto');
    expect(await screen.findByText('No data found', {}, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Deposit disabled until every field is valid, then opens the payment page in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const dialog = await openPayment(REDIRECT_METHOD_ID, TransactionType.Deposit, 'Papara');
    const submit = await within(dialog).findByRole('button', { name: 'Deposit' }, LAZY);
    expect(submit).toBeDisabled();
    await fillPapara(dialog, submit);
    const watch = watchRequests();
    await userEvent.dblClick(submit);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    watch.stop();
    expect(await watch.bodiesTo('/payment/deposit')).toEqual([
      { id: REDIRECT_METHOD_ID, target: 'pay', detail: { Amount: 500, AccountNo: '1234567890' } },
    ]);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/mock-checkout\.html\?amount=500$/);
    expect([target, features]).toEqual(['_blank', 'noopener']);
    expect(within(dialog).getByText('Your deposit request is created.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('after a deposit refetches the balance and the notifications, not every query', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const dialog = await openPayment(REDIRECT_METHOD_ID, TransactionType.Deposit, 'Papara');
    const submit = await within(dialog).findByRole('button', { name: 'Deposit' }, LAZY);
    await fillPapara(dialog, submit);
    const watch = watchRequests();
    await userEvent.click(submit);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    // At least once: the 10 s balance poll and the deposit's confirmation (1.5 s later) may ask
    // again while a busy machine runs the test.
    await waitFor(() => expect(watch.to('/user/balance').length).toBeGreaterThanOrEqual(1));
    await waitFor(() =>
      expect(watch.to('/customer/notification').length).toBeGreaterThanOrEqual(1),
    );
    watch.stop();
    // Queries the home page has active, which a payment does not change.
    for (const unrelated of ['/cms/grouped', '/casino/favorites', '/payment/detail']) {
      expect(watch.to(unrelated)).toEqual([]);
    }
  });

  it('a withdrawal shows the message and closes', async () => {
    const dialog = await openPayment(23, TransactionType.Withdraw, 'Papara');
    const amount = await within(dialog).findByLabelText('Amount', {}, LAZY);
    await userEvent.type(amount, '100');
    fireEvent.blur(amount);
    await userEvent.type(within(dialog).getByLabelText('Account number'), '1234567890');
    const submit = within(dialog).getByRole('button', { name: 'Withdraw' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByText('Your withdrawal request is received.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opened without a method (the play bar), Deposit Money lists the methods first', async () => {
    await logInAs('demo');
    await renderApp('/');
    act(() => openDialog('deposit'));
    // The lazy body replaces a loading frame of the same name: look the dialog up each time.
    const dialog = () => screen.getByRole('dialog', { name: 'Deposit Money', busy: false });
    const method = await waitFor(
      () => within(dialog()).getByRole('button', { name: /Havale \/ EFT/ }),
      LAZY,
    );
    await userEvent.click(method);
    expect(
      await screen.findByRole('dialog', { name: 'Havale / EFT', busy: false }, LAZY),
    ).toBeInTheDocument();
  });
});
