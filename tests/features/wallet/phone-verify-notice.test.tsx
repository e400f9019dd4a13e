import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_SMS_CODE } from '@mocks/db';
import { getSession } from '@/shared/session/session-machine';
import { storageKeys } from '@/shared/store/local-store';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { logInAs } from '../../session-helpers';
import { LAZY } from '../../support/lazy';
import { skipStartupPopup } from '../../support/startup-popup';
import { clearDialogAndToasts } from '../../support/toasts';

// A player whose phone is not verified reaches the SMS verification dialog from the deposit flow.

async function openDepositPage(player: 'yeni' | 'demo', language: 'en' | 'tr' = 'en') {
  await logInAs(player);
  await renderApp('/dashboard/deposit', { language });
  const main = screen.getByRole('main');
  await within(main).findByRole('heading', { level: 1 }, LAZY);
  return main;
}

/** A lazy dialog, once its body (not its loading frame, a different element) holds `button`. */
async function loadedDialog(name: string, button: string) {
  const dialog = () => screen.getByRole('dialog', { name, busy: false });
  await waitFor(() => within(dialog()).getByRole('button', { name: button }), LAZY);
  return dialog();
}

/* eslint-disable testing-library/no-node-access -- the success message is a section without a name of its own. */
describe('the deposit flow offers phone verification', () => {
  beforeEach(skipStartupPopup);
  afterEach(clearDialogAndToasts);

  it('a player with an unverified phone verifies it from the deposit page', async () => {
    const user = userEvent.setup();
    const main = await openDepositPage('yeni');
    const notice = within(main).getByRole('region', { name: 'Your phone number is not verified' });
    await user.click(within(notice).getByRole('button', { name: 'Verify phone' }));

    const dialog = await loadedDialog('Phone Verification', 'Send Code');
    const sendCode = within(dialog).getByRole('button', { name: 'Send Code' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    const stored = (phone as HTMLInputElement).value;
    await user.click(sendCode);
    await within(dialog).findByRole('textbox', { name: 'SMS Code' });

    // Change Phone Number goes back to step 1 with the phone editable.
    await user.click(within(dialog).getByRole('button', { name: 'Change Phone Number' }));
    const phoneAgain = within(dialog).getByRole('textbox', { name: 'Phone' });
    expect(phoneAgain).not.toHaveAttribute('readonly');
    expect(phoneAgain).toHaveValue(stored);
    expect(within(dialog).queryByRole('textbox', { name: 'SMS Code' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));

    await user.type(
      await within(dialog).findByRole('textbox', { name: 'SMS Code' }),
      MOCK_SMS_CODE,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    const title = await within(dialog).findByText('Congratulations!');
    expect(
      within(dialog).getByText('Your Phone Number has been successfully verified!'),
    ).toBeVisible();
    expect(getSession()?.smsVerified).toBe(true);
    expect(JSON.parse(localStorage.getItem(storageKeys.authData) ?? '{}')).toMatchObject({
      smsVerified: true,
    });

    const message = title.closest('section');
    if (!message) throw new Error('the success message is not a section');
    await user.click(within(message).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The deposit page no longer asks.
    expect(within(main).queryByRole('region', { name: /not verified/ })).not.toBeInTheDocument();
  });

  it('the deposit dialog opened without a method offers it too, in Turkish', async () => {
    const user = userEvent.setup();
    await openDepositPage('yeni', 'tr');
    act(() => openDialog('deposit'));
    const dialog = await loadedDialog('Para Yatır', 'Telefonu doğrula');
    const notice = within(dialog).getByRole('region', { name: 'Telefon numaranız doğrulanmadı' });
    await user.click(within(notice).getByRole('button', { name: 'Telefonu doğrula' }));
    expect(await loadedDialog('Telefon Doğrulama', 'Kod Gönder')).toBeVisible();
  });

  it('a player with a verified phone is not asked', async () => {
    const main = await openDepositPage('demo');
    await within(main).findByRole('list', { name: 'Payment methods' }, LAZY);
    expect(within(main).queryByRole('button', { name: 'Verify phone' })).not.toBeInTheDocument();
  });
});
