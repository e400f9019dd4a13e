import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionType } from '@generated/api/model';
import { getDepositMockHandler } from '@generated/api/payment/payment.msw';
import { MOCK_PAYMENT_ORIGINS, REDIRECT_METHOD_ID } from '@mocks/data/payment-data';
import { mockServer } from '@mocks/node';
import { checkoutAddress } from '@/features/wallet/checkout-address';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { logInAs } from '../../session-helpers';
import { LAZY } from '../../support/lazy';
import { skipStartupPopup } from '../../support/startup-popup';

// A deposit answer that is an address starting with http opens in a new tab; checking it with
// `startsWith('http')` alone would let plain http and unnormalised values reach window.open.
// The payment page must pass the one URL check (https, or a page of the site itself) and be on
// a payment provider's origin the site settings list (paymentOrigins), exactly.
const SITE = 'https://royalbet.example';
const LISTED = ['https://pay.example', 'https://odeme.ornekpay.com:8443'];

describe('checkoutAddress', () => {
  it.each([
    ['https://pay.example/checkout?id=7', 'https://pay.example/checkout?id=7'],
    ['  https://PAY.example/a b  ', 'https://pay.example/a%20b'],
    ['https://pay.example:443/c', 'https://pay.example/c'],
    ['https://odeme.ornekpay.com:8443/checkout', 'https://odeme.ornekpay.com:8443/checkout'],
    [`${SITE}//evil.example/x`, `${SITE}/evil.example/x`],
    [`${SITE}/mock-checkout.html?amount=5`, `${SITE}/mock-checkout.html?amount=5`],
  ])('opens %s as %s', (data, href) => {
    expect(checkoutAddress(data, LISTED, SITE)).toBe(href);
  });

  it('opens the site’s own pages, also on a plain-http development origin, with no list', () => {
    const local = 'http://localhost:5173';
    expect(checkoutAddress(`${local}/mock-checkout.html`, undefined, local)).toBe(
      `${local}/mock-checkout.html`,
    );
    expect(checkoutAddress(`${SITE}/pay`, [], SITE)).toBe(`${SITE}/pay`);
  });

  it.each([
    ['an origin the settings do not list', 'https://other-pay.example/checkout'],
    ['a look-alike host in punycode', 'https://xn--ryalbet-9ig.example/pay'],
    ['a look-alike host in Unicode', 'https://röyalbet.example/pay'],
    ['a look-alike of a listed origin', 'https://pay-example.com/checkout'],
    ['a subdomain of a listed origin', 'https://evil.pay.example/checkout'],
    ['a listed host under another name', 'https://pay.example.evil.example/checkout'],
    ['a listed host on another port', 'https://pay.example:8443/checkout'],
    ['a listed host without its port', 'https://odeme.ornekpay.com/checkout'],
    ['plain http on a listed host', 'http://pay.example/checkout'],
    ['credentials before a listed host', 'https://user@pay.example/checkout'],
  ])('refuses %s', (_label, data) => {
    expect(checkoutAddress(data, LISTED, SITE)).toBeNull();
  });

  it('refuses every other origin when the settings list none', () => {
    expect(checkoutAddress('https://pay.example/checkout', undefined, SITE)).toBeNull();
    expect(checkoutAddress('https://pay.example/checkout', [], SITE)).toBeNull();
  });

  it.each([['https://PAY.example/'], [' https://pay.example:443 ']])(
    'reads the listed entry %j as the origin https://pay.example',
    (entry) => {
      expect(checkoutAddress('https://pay.example/checkout', [entry], SITE)).toBe(
        'https://pay.example/checkout',
      );
    },
  );

  it.each([
    ['plain http', 'http://pay.example'],
    ['a path', 'https://pay.example/checkout'],
    ['a user name', 'https://user@pay.example'],
    ['no scheme', 'pay.example'],
    ['a wildcard', 'https://*.example'],
  ])('reads no origin from a listed entry with %s', (_label, entry) => {
    expect(checkoutAddress('https://pay.example/checkout', [entry], SITE)).toBeNull();
  });

  it.each([
    ['plain http', 'http://pay.example/checkout'],
    ['http on the site itself', 'http://royalbet.example/pay'],
    ['a value that only starts with http', 'http is down, try later'],
    ['http: without slashes', 'http:evil.example'],
    ['credentials', 'https://royalbet.example@evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['a path (only an address starting with http is opened)', '/dashboard/deposit'],
    ['not a string', 42],
    ['null', null],
  ])('refuses %s', (_label, data) => {
    expect(checkoutAddress(data, LISTED, SITE)).toBeNull();
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
    expect(
      within(dialog).queryByRole('button', { name: 'Continue to payment' }),
    ).not.toBeInTheDocument();
  });

  it('opens a listed provider’s payment page, normalised, without handing it this window', async () => {
    const [provider = ''] = MOCK_PAYMENT_ORIGINS;
    const { dialog, open } = await depositAnswering(` ${provider}/a b `);
    expect(open).toHaveBeenCalledWith(`${provider}/a%20b`, '_blank', 'noopener');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(open).toHaveBeenLastCalledWith(`${provider}/a%20b`, '_blank', 'noopener');
  });

  it.each([
    ['a look-alike host', 'https://xn--ryalbet-9ig.example/pay'],
    [
      'a subdomain of the listed provider',
      `${(MOCK_PAYMENT_ORIGINS[0] ?? '').replace('https://', 'https://www.')}/pay`,
    ],
  ])('never opens %s: the message shows instead', async (_label, address) => {
    const { dialog, open } = await depositAnswering(address);
    expect(open).not.toHaveBeenCalled();
    expect(
      within(dialog).queryByRole('button', { name: 'Continue to payment' }),
    ).not.toBeInTheDocument();
  });
});
