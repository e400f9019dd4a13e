import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getChangePasswordWithCodeMockHandler,
  getSendResetPasswordMockHandler,
} from '@generated/api/auth/auth.msw';
import { findPlayer, MOCK_RESET_CODE } from '@mocks/db';
import { mockServer } from '@mocks/node';
import { LOGIN_AFTER_PASSWORD_CHANGE_MS } from '@/shared/config/constants';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { skipStartupPopup } from '../../support/startup-popup';
import { dismissToasts } from '../../support/toasts';
import { deferred, expectNoText, watchRecoveryRequests } from './recovery-test-helpers';

const STEP2_TEXT =
  'A code has been sent to your email address to reset your password. Please enter this code in the field below.';
const DONE_TEXT = 'Password change successful. You are now directed to the login page.';

const requests = watchRecoveryRequests();
beforeEach(skipStartupPopup);
afterEach(dismissToasts);

async function openRecovery(language: 'en' | 'tr' = 'en') {
  await renderApp('/', { language });
  act(() => openDialog('recovery'));
  const title = language === 'en' ? 'Recovery Password' : 'Şifremi Unuttum';
  // The lazy body replaces a loading frame of the same name: wait for the form itself.
  await waitFor(() =>
    expect(
      within(screen.getByRole('dialog', { name: title, busy: false })).getByRole('textbox'),
    ).toBeVisible(),
  );
  return screen.getByRole('dialog', { name: title, busy: false });
}

async function stepOne(dialog: HTMLElement, username = 'demo') {
  const user = userEvent.setup();
  await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), username);
  await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
  return user;
}

async function toStepTwo(dialog: HTMLElement) {
  const user = await stepOne(dialog);
  await within(dialog).findByText(STEP2_TEXT);
  return user;
}

async function toStepThree(dialog: HTMLElement) {
  const user = await toStepTwo(dialog);
  await user.type(within(dialog).getByRole('textbox', { name: 'Reset Code' }), MOCK_RESET_CODE);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await within(dialog).findByLabelText('New Password');
  return user;
}

describe('account recovery wizard (spec 2.6, 4 "Account recovery", 7, 8)', () => {
  it('goes through the four steps against the server and ends in the Login dialog', async () => {
    const dialog = await openRecovery();
    expect(within(dialog).getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    expect(within(dialog).getByText('Step 1 of 4')).toBeVisible();

    // Step 1 -> auth/sendresetpassword {username}; the server's message as a success toast.
    const user = await stepOne(dialog);
    expect(await within(dialog).findByText(STEP2_TEXT)).toBeVisible();
    expect(
      await screen.findByText('A password reset code was sent to your e-mail address.'),
    ).toBeInTheDocument();
    expect(await requests.bodyOf('/auth/sendresetpassword')).toEqual({ username: 'demo' });
    const code = within(dialog).getByRole('textbox', { name: 'Reset Code' });
    await waitFor(() => expect(code).toHaveFocus());

    // Step 2 -> auth/checkresetcode {code, username}.
    await user.type(code, MOCK_RESET_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const password = await within(dialog).findByLabelText('New Password');
    expect(await requests.bodyOf('/auth/checkresetcode')).toEqual({
      code: MOCK_RESET_CODE,
      username: 'demo',
    });

    // Step 3 -> auth/changepasswordwithcode {password, password2, username, code}.
    await user.type(password, 'yeni-sifre');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'yeni-sifre');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    // Step 4: the mark and the message, then the login dialog after 1 s.
    expect(await within(dialog).findByText(DONE_TEXT)).toBeVisible();
    expect(dialog.querySelector('use[href$="#check-circle"]')).not.toBeNull();
    expect(await requests.bodyOf('/auth/changepasswordwithcode')).toEqual({
      password: 'yeni-sifre',
      password2: 'yeni-sifre',
      username: 'demo',
      code: MOCK_RESET_CODE,
    });
    expect(findPlayer('demo')?.password).toBe('yeni-sifre');
    expect(screen.queryByRole('dialog', { name: 'Login', busy: false })).not.toBeInTheDocument();

    expect(await screen.findByRole('dialog', { name: 'Login', busy: false })).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'Recovery Password', busy: false }),
    ).not.toBeInTheDocument();
    expect(requests.recoveryCalls()).toHaveLength(3);
  });

  it('step 1 failure: the step stays, the username stays, the server message shows', async () => {
    await expectNoText('No such user was found.');
    const dialog = await openRecovery();
    await stepOne(dialog, 'nobody');
    expect(await screen.findByText('No such user was found.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('nobody');
    expect(within(dialog).getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    expect(within(dialog).queryByText(STEP2_TEXT)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send Code' })).toBeEnabled();
  });

  it('step 2 failure: a wrong code keeps the step and the code and shows "The code is wrong."', async () => {
    const dialog = await openRecovery();
    const user = await toStepTwo(dialog);
    await expectNoText('The code is wrong.');
    const code = within(dialog).getByRole('textbox', { name: 'Reset Code' });
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The code is wrong.')).toBeInTheDocument();
    expect(code).toHaveValue('000000');
    expect(within(dialog).getByText(STEP2_TEXT)).toBeVisible();
    expect(within(dialog).queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('step 3 failure: the passwords stay and the server message shows', async () => {
    mockServer.use(
      getChangePasswordWithCodeMockHandler({
        success: false,
        message: 'The code is wrong.',
        data: null,
      }),
    );
    const dialog = await openRecovery();
    const user = await toStepThree(dialog);
    await expectNoText('The code is wrong.');
    await user.type(within(dialog).getByLabelText('New Password'), 'yeni-sifre');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'yeni-sifre');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('The code is wrong.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New Password')).toHaveValue('yeni-sifre');
    expect(within(dialog).getByLabelText('Confirm Password')).toHaveValue('yeni-sifre');
    expect(within(dialog).queryByText(DONE_TEXT)).not.toBeInTheDocument();
    expect(findPlayer('demo')?.password).toBe('demo123');
  });

  it('shows the translated field errors and sends nothing while a form is invalid (spec 5)', async () => {
    const dialog = await openRecovery();
    const user = userEvent.setup();
    const send = within(dialog).getByRole('button', { name: 'Send Code' });
    await user.click(send);
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await user.type(username, 'a');
    await user.click(send);
    expect(await within(dialog).findByText('Enter at least 2 characters.')).toBeVisible();
    await user.type(username, 'b'.repeat(20));
    await user.click(send);
    expect(await within(dialog).findByText('Enter at most 20 characters.')).toBeVisible();
    expect(requests.recoveryCalls()).toEqual([]);

    await user.clear(username);
    await user.type(username, 'demo');
    await user.click(send);
    const code = await within(dialog).findByRole('textbox', { name: 'Reset Code' });
    await user.type(code, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter at least 3 characters.')).toBeVisible();
    expect(requests.recoveryCalls()).toEqual(['/api/auth/sendresetpassword']);
  });

  it('step 3: short passwords and a mismatch are refused on their fields, nothing is sent', async () => {
    const dialog = await openRecovery();
    const user = await toStepThree(dialog);
    const change = within(dialog).getByRole('button', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText('New Password'), 'abc');
    await user.click(change);
    expect(await within(dialog).findByText('Enter at least 5 characters.')).toBeVisible();

    await user.type(within(dialog).getByLabelText('New Password'), 'de');
    const confirm = within(dialog).getByLabelText('Confirm Password');
    await user.type(confirm, 'abcdX');
    await user.click(change);
    const mismatch = await within(dialog).findByText('The passwords do not match.');
    // The error belongs to the confirmation field.
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm.getAttribute('aria-describedby')).toBe(mismatch.id);
    expect(within(dialog).getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
    expect(requests.recoveryCalls()).not.toContain('/api/auth/changepasswordwithcode');
  });

  it('shows a loading button during the request, and a double click submits once', async () => {
    const gate = deferred();
    let calls = 0;
    mockServer.use(
      getSendResetPasswordMockHandler(async () => {
        calls += 1;
        await gate.promise;
        return { success: true, message: null, data: null };
      }),
    );
    const dialog = await openRecovery();
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'demo');
    const send = within(dialog).getByRole('button', { name: 'Send Code' });
    await user.dblClick(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    gate.release();
    expect(await within(dialog).findByText(STEP2_TEXT)).toBeVisible();
    expect(calls).toBe(1);
  });

  it('offers no way back to an earlier step', async () => {
    const dialog = await openRecovery();
    await toStepThree(dialog);
    // The wizard's own controls: the step toasts shown inside the dialog have their own Close.
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent)
      .filter((name) => name !== 'Close notification');
    expect(buttons).toEqual([
      'Close',
      'Show password',
      'Show password',
      'Change Password',
      'Sign Up Now!',
    ]);
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent('Password');
  });

  it("'Not a Member? Sign Up Now!' opens the Sign Up dialog", async () => {
    const dialog = await openRecovery();
    expect(within(dialog).getByText(/Not a Member\?/)).toBeVisible();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Sign Up Now!' }));
    expect(await screen.findByRole('dialog', { name: 'Sign Up', busy: false })).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'Recovery Password', busy: false }),
    ).not.toBeInTheDocument();
  });

  it('closing the dialog at step 4 cancels the move to the login dialog', async () => {
    const dialog = await openRecovery();
    const user = await toStepThree(dialog);
    await user.type(within(dialog).getByLabelText('New Password'), 'yeni-sifre');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'yeni-sifre');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await within(dialog).findByText(DONE_TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(
      () => new Promise((resolve) => setTimeout(resolve, LOGIN_AFTER_PASSWORD_CHANGE_MS + 400)),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('works in Turkish, from the username to the Giriş Yap dialog', async () => {
    const dialog = await openRecovery('tr');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Kod Gönder' }));
    expect(await within(dialog).findByText('Bu alan zorunludur.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Kullanıcı Adı' }), 'demo');
    await user.click(within(dialog).getByRole('button', { name: 'Kod Gönder' }));
    expect(
      await within(dialog).findByText(
        'Şifrenizi sıfırlamak için e-posta adresinize bir kod gönderildi. Lütfen bu kodu aşağıdaki alana girin.',
      ),
    ).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Sıfırlama Kodu' }),
      MOCK_RESET_CODE,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Devam Et' }));
    await user.type(await within(dialog).findByLabelText('Yeni Şifre'), 'yeni-sifre');
    await user.type(within(dialog).getByLabelText('Şifre Tekrar'), 'yeni-sifre');
    await user.click(within(dialog).getByRole('button', { name: 'Şifreyi Değiştir' }));
    expect(
      await within(dialog).findByText(
        'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Hemen Üye Olun!' })).toBeVisible();
    expect(
      await screen.findByRole('dialog', { name: 'Giriş Yap', busy: false }),
    ).toBeInTheDocument();
  });
});
