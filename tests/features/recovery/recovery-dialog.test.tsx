import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSendResetPasswordMockHandler } from '@generated/api/auth/auth.msw';
import { findPlayer, MOCK_RESET_CODE } from '@mocks/db';
import { mockServer } from '@mocks/node';
import { LOGIN_AFTER_PASSWORD_CHANGE_MS } from '@/shared/config/constants';
import { skipStartupPopup } from '../../support/startup-popup';
import { dismissToasts } from '../../support/toasts';
import { DONE_TEXT, openRecovery, STEP2_TEXT, stepOne, toStepThree } from './recovery-journey';
import { deferred, watchRecoveryRequests } from './recovery-test-helpers';

const requests = watchRecoveryRequests();
beforeEach(skipStartupPopup);
afterEach(dismissToasts);

describe('account recovery wizard', () => {
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
