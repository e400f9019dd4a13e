import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TransactionType, type PaymentField } from '@generated/api/model';
import { getGetPaymentDetailMockHandler } from '@generated/api/payment/payment.msw';
import { ok } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { watchRequests } from '../../request-watch';
import { logInAs } from '../../session-helpers';
import { LAZY } from '../../support/lazy';
import { skipStartupPopup } from '../../support/startup-popup';
import { clearDialogAndToasts } from '../../support/toasts';

// The fields of the dynamic payment form: numbers as Turkish lira in every language, and the
// paste button of IBAN and card number fields.

const METHOD = { id: 12, type: TransactionType.Deposit, title: 'Havale / EFT' };

async function openMethod(language: 'en' | 'tr', fields?: PaymentField[]) {
  if (fields) mockServer.use(getGetPaymentDetailMockHandler(ok(fields)));
  await logInAs('demo');
  await renderApp('/', { language });
  act(() => openDialog('deposit', METHOD));
  const dialog = () => screen.getByRole('dialog', { name: METHOD.title, busy: false });
  const submit = language === 'en' ? 'Deposit' : 'Yatır';
  await waitFor(() => within(dialog()).getByRole('button', { name: submit }), LAZY);
  return dialog();
}

/** The sign shown before a field's input (it is not part of the accessible name). */
function signBefore(input: HTMLElement): string {
  return input.previousElementSibling?.textContent ?? '';
}

async function typeAndLeave(input: HTMLElement, text: string) {
  await userEvent.type(input, text);
  fireEvent.blur(input);
}

describe('payment fields', () => {
  beforeEach(skipStartupPopup);
  afterEach(clearDialogAndToasts);

  it.each(['en', 'tr'] as const)(
    'in %s, Decimal and Int amounts show as tr-TR after the lira sign',
    async (language) => {
      const dialog = await openMethod(language);
      const amount = within(dialog).getByRole('spinbutton', {
        name: language === 'en' ? 'Amount' : 'Tutar',
      });
      await typeAndLeave(amount, '1250,5');
      await waitFor(() => expect(amount).toHaveValue('1.250,5'));
      expect(signBefore(amount)).toBe('₺');
      expect(amount).toHaveAttribute('aria-valuetext', '₺1.250,5');

      const installments = within(dialog).getByRole('spinbutton', {
        name: language === 'en' ? 'Installments' : 'Taksit',
      });
      await typeAndLeave(installments, '1500');
      await waitFor(() => expect(installments).toHaveValue('1.500'));
      expect(signBefore(installments)).toBe('₺');
    },
  );

  it('a masked Long shows the lira sign before its masked digits and is sent as a number', async () => {
    const dialog = await openMethod('en', [
      { key: 'CardNo', mask: '9999 9999 9999 9999', objectType: 'Long', option: null },
      { key: 'Count', mask: '999', objectType: 'Int', option: null },
    ]);
    const card = within(dialog).getByRole('textbox', { name: 'Card number' });
    await userEvent.type(card, '4111111111111111');
    expect(card).toHaveValue('4111 1111 1111 1111');
    expect(signBefore(card)).toBe('₺');
    const count = within(dialog).getByRole('textbox', { name: 'Count' });
    await userEvent.type(count, '12');
    expect(signBefore(count)).toBe('₺');
    await userEvent.type(count, '3');

    const watch = watchRequests();
    const submit = within(dialog).getByRole('button', { name: 'Deposit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(watch.to('/payment/deposit')).toHaveLength(1));
    watch.stop();
    expect(await watch.bodiesTo('/payment/deposit')).toEqual([
      { id: 12, target: 'pay', detail: { CardNo: 4111111111111111, Count: 123 } },
    ]);
  });

  it('IBAN and card number fields without a mask have the Paste button too', async () => {
    const user = userEvent.setup();
    const dialog = await openMethod('en', [
      { key: 'Iban', mask: null, objectType: 'String', option: null },
      { key: 'CardNo', mask: null, objectType: 'Long', option: null },
      { key: 'FullName', mask: null, objectType: 'String', option: null },
    ]);
    const pastes = within(dialog).getAllByRole('button', { name: 'Paste' });
    expect(pastes).toHaveLength(2);
    const [ibanPaste, cardPaste] = pastes as [HTMLElement, HTMLElement];

    await navigator.clipboard.writeText(' TR33 0006 1005 1978 6457 8413 26 ');
    await user.click(ibanPaste);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'IBAN' })).toHaveValue(
        'TR33 0006 1005 1978 6457 8413 26',
      ),
    );

    await navigator.clipboard.writeText('4111 1111 1111 1111');
    await user.click(cardPaste);
    const card = within(dialog).getByRole('spinbutton', { name: 'Card number' });
    expect(
      await within(dialog).findByRole('spinbutton', {
        name: 'Card number',
        value: { now: 4111111111111111 },
      }),
    ).toBe(card);

    await navigator.clipboard.writeText('not a card');
    await user.click(cardPaste);
    expect(
      await screen.findByText('What you copied is not a number. Copy the digits only.'),
    ).toBeInTheDocument();
  });
});
