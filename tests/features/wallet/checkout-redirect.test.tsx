import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionType } from '@generated/api/model';
import { getDepositMockHandler } from '@generated/api/payment/payment.msw';
import { REDIRECT_METHOD_ID } from '@mocks/data/payment-data';
import { mockServer } from '@mocks/node';
import { checkoutAddress } from '@/features/wallet/checkout-address';
import { openDialog } from '@/shared/dialogs/dialog-store';
import { renderApp } from '../../render-app';
import { logInAs } from '../../session-helpers';
import { LAZY } from '../../support/lazy';
import { skipStartupPopup } from '../../support/startup-popup';

// Issue 17, section 6 ("Checkout redirect"): spec 4 opens a deposit answer "starting with http"
// in a new tab; `startsWith('http')` let plain http and unnormalised values reach window.open.
// The payment page must pass the one URL check: https (or a page of the site itself).
const SITE = 'https://royalbet.example';

describe('checkoutAddress', () => {
  it.each([
    ['https://pay.example/checkout?id=7', 'https://pay.example/checkout?id=7'],
    ['  https://PAY.example/a b  ', 'https://pay.example/a%20b'],
    [`${SITE}//evil.example/x`, `${SITE}/evil.example/x`],
  ])('opens %s as %s', (data, href) => {
    expect(checkoutAddress(data, SITE)).toBe(href);
  });

  it.each([
    ['plain http', 'http://pay.example/checkout'],
    ['http on the site itself', 'http://royalbet.example/pay'],
    ['a value that only starts with http', 'http is down, try later'],
    ['http: without slashes', 'http:evil.example'],
    ['credentials', 'https://royalbet.example@evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['a path (spec 4: only an address starting with http)', '/dashboard/deposit'],
    ['not a string', 42],
    ['null', null],
  ])('refuses %s', (_label, data) => {
    expect(checkoutAddress(data, SITE)).toBeNull();
  });
});

describe('the deposit dialog with a payment page answer', () => {
  beforeEach(skipStartupPopup);

  async function depositAnswering(data: string) {
    mockServer.use(
      getDepositMockHandler(() => ({ success: true, message: 'Request created.', data })),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await logInAs('demo');
    await renderApp('/');
    act(() =>
      openDialog('deposit', {
        id: REDIRECT_METHOD_ID,
        type: TransactionType.Deposit,
        title: 'Papara',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Papara', busy: false }, LAZY);
    const submit = await within(dialog).findByRole('button', { name: 'Deposit' }, LAZY);
    const amount = within(dialog).getByLabelText('Amount');
    await userEvent.type(amount, '500');
    fireEvent.blur(amount);
    await userEvent.type(within(dialog).getByLabelText('Account number'), '1234567890');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await within(dialog).findByText('Request created.');
    return { dialog, open };
  }

  it('never opens a plain-http payment page: the message shows instead', async () => {
    const { dialog, open } = await depositAnswering('http://pay.example/checkout');
    expect(open).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('opens an https payment page, normalised, without handing it this window', async () => {
    const { dialog, open } = await depositAnswering(' https://pay.example/a b ');
    expect(open).toHaveBeenCalledWith('https://pay.example/a%20b', '_blank', 'noopener');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(open).toHaveBeenLastCalledWith('https://pay.example/a%20b', '_blank', 'noopener');
  });
});
