import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findPlayer, MOCK_SMS_CODE } from '@mocks/db';
import { localPhoneDigits } from '@/shared/phone/phone-digits';
import { getSession } from '@/shared/session/session-machine';
import { storageKeys } from '@/shared/store/local-store';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { logInAs } from '../../session-helpers';
import {
  dismissToasts,
  LAZY,
  skipStartupPopup,
  watchRequestsOfEachTest,
} from './auth-test-helpers';

const requests = watchRequestsOfEachTest();
beforeEach(skipStartupPopup);
afterEach(dismissToasts);

async function openSmsDialog() {
  const session = await logInAs('yeni');
  await renderApp('/', { language: 'en' });
  act(() => openDialog('smsVerification'));
  const dialog = () => screen.getByRole('dialog', { name: 'Phone Verification', busy: false });
  await waitFor(() => within(dialog()).getByRole('button', { name: 'Send Code' }), LAZY);
  return { dialog: dialog(), phone: localPhoneDigits(session.phone) };
}

/* eslint-disable testing-library/no-node-access -- the success message is a section without a name of its own. */
describe('SMS verification dialog', () => {
  it('prefills the phone, sends the code, verifies 123456 and says so; Close closes', async () => {
    const user = userEvent.setup();
    const { dialog, phone } = await openSmsDialog();
    expect(phone).toMatch(/^5\d{9}$/);
    expect(getSession()?.smsVerified).toBe(false);
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue(phone);

    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    const code = await within(dialog).findByRole('textbox', { name: 'SMS Code' });
    expect(within(dialog).getByText(`Enter the code we sent to +90 ${phone}.`)).toBeVisible();
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();

    await user.type(code, MOCK_SMS_CODE);
    await waitFor(() => expect(verify).toBeEnabled());
    await user.click(verify);

    const title = await within(dialog).findByText('Congratulations!');
    expect(title).toBeVisible();
    expect(
      within(dialog).getByText('Your Phone Number has been successfully verified!'),
    ).toBeVisible();
    expect(await requests.bodiesTo('/customer/updatephone')).toEqual([
      { step: 1, phone },
      { step: 2, phone, code: MOCK_SMS_CODE },
    ]);
    // The session (and its stored copy) now says the phone is verified, as does the server.
    expect(getSession()?.smsVerified).toBe(true);
    expect(JSON.parse(localStorage.getItem(storageKeys.authData) ?? '{}')).toMatchObject({
      smsVerified: true,
    });
    expect(findPlayer('yeni')?.smsVerified).toBe(true);

    // The message's own Close (the dialog frame has an icon button of the same name too).
    const message = title.closest('section');
    if (!message) throw new Error('the success message is not a section');
    await user.click(within(message).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Phone Verification', busy: false }),
      ).not.toBeInTheDocument(),
    );
  });
});
