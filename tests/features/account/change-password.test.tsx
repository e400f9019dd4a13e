import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '@generated/api/auth/auth';
import { getChangePasswordMockHandler } from '@generated/api/customer/customer.msw';
import { mockServer } from '@mocks/node';
import { getOpenDialog, openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { watchRequests } from '../../request-watch';
import { logInAs } from '../../session-helpers';
import { LAZY } from '../../support/lazy';

async function openPage(language: 'en' | 'tr' = 'en') {
  await logInAs('demo');
  await renderApp('/dashboard/change-password', { language });
  const main = screen.getByRole('main');
  await within(main).findByRole('heading', { level: 1 }, LAZY);
  return main;
}

async function fill(
  scope: HTMLElement,
  values: { old: string; password: string; confirm: string },
  labels = { old: 'Old Password', password: 'Password', confirm: 'Confirm Password' },
) {
  const user = userEvent.setup();
  await user.type(within(scope).getByLabelText(labels.old), values.old);
  await user.type(within(scope).getByLabelText(labels.password), values.password);
  await user.type(within(scope).getByLabelText(labels.confirm), values.confirm);
  return user;
}

describe('Change password (customer/changepassword)', () => {
  it('shows the three fields and the Change button under the page title', async () => {
    const main = await openPage();
    expect(within(main).getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    expect(within(main).getByLabelText('Old Password')).toHaveAttribute('type', 'password');
    expect(within(main).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(main).getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(within(main).getByRole('button', { name: 'Change' })).toBeEnabled();
  });

  it('a mismatch is an error on Confirm Password and nothing is sent', async () => {
    let calls = 0;
    mockServer.use(
      getChangePasswordMockHandler(() => {
        calls += 1;
        return { success: true, message: null, data: null };
      }),
    );
    const main = await openPage();
    const user = await fill(main, {
      old: 'demo123',
      password: 'yeni-sifre',
      confirm: 'baska-sifre',
    });
    await user.click(within(main).getByRole('button', { name: 'Change' }));

    const confirm = within(main).getByLabelText('Confirm Password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
    expect(calls).toBe(0);
  });

  it('refuses passwords shorter than 5 characters before sending', async () => {
    const main = await openPage();
    const user = userEvent.setup();
    await user.click(within(main).getByRole('button', { name: 'Change' }));
    expect(within(main).getByLabelText('Old Password')).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.type(within(main).getByLabelText('Password'), 'abc');
    await user.tab();
    expect(within(main).getByLabelText('Password')).toHaveAccessibleDescription(
      'Enter at least 5 characters.',
    );
  });

  it('a wrong old password shows the server message as an error toast and keeps the values', async () => {
    const main = await openPage();
    const user = await fill(main, {
      old: 'yanlis1',
      password: 'yeni-sifre',
      confirm: 'yeni-sifre',
    });
    await user.click(within(main).getByRole('button', { name: 'Change' }));

    expect(await screen.findByText('Your current password is wrong.')).toBeInTheDocument();
    expect(within(main).getByLabelText('Old Password')).toHaveValue('yanlis1');
    expect(within(main).getByLabelText('Password')).toHaveValue('yeni-sifre');
    expect(within(main).getByLabelText('Confirm Password')).toHaveValue('yeni-sifre');
  });

  it('sends the three fields, shows the success toast, empties the form; the new password logs in', async () => {
    const watch = watchRequests();
    const main = await openPage();
    const user = await fill(main, {
      old: 'demo123',
      password: 'yeni-sifre',
      confirm: 'yeni-sifre',
    });
    await user.dblClick(within(main).getByRole('button', { name: 'Change' }));

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(within(main).getByLabelText('Old Password')).toHaveValue('');
    expect(within(main).getByLabelText('Password')).toHaveValue('');
    watch.stop();
    expect(await watch.bodiesTo('/customer/changepassword')).toEqual([
      { oldPassword: 'demo123', password: 'yeni-sifre', confirmPassword: 'yeni-sifre' },
    ]);

    const fresh = await login({ username: 'demo', password: 'yeni-sifre' });
    expect(fresh.success).toBe(true);
    expect(fresh.data?.username).toBe('demo');
    await expect(login({ username: 'demo', password: 'demo123' })).rejects.toThrow();
  });

  it('the dialog holds the same form and closes on success', async () => {
    await logInAs('demo');
    await renderApp('/', { language: 'en' });
    act(() => openDialog('changePassword'));
    // The dialog frame shows while its module loads; the form comes with it.
    await screen.findByLabelText('Old Password', {}, LAZY);
    const dialog = screen.getByRole('dialog', { name: 'Change Password', busy: false });
    const user = await fill(dialog, { old: 'demo123', password: 'abcde', confirm: 'abcdf' });
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(within(dialog).getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );

    await user.clear(within(dialog).getByLabelText('Confirm Password'));
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'abcde');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getOpenDialog()).toBeNull();
    expect((await login({ username: 'demo', password: 'abcde' })).success).toBe(true);
  });

  it('speaks Turkish', async () => {
    const main = await openPage('tr');
    expect(within(main).getByRole('heading', { level: 1, name: 'Şifre Değiştir' })).toBeVisible();
    const user = await fill(
      main,
      { old: 'demo123', password: 'yeni-sifre', confirm: 'yeni-sifre' },
      { old: 'Mevcut Şifre', password: 'Yeni Şifre', confirm: 'Şifre Tekrar' },
    );
    await user.click(within(main).getByRole('button', { name: 'Değiştir' }));
    // Accepted: the form is emptied (the toast text is the server's, checked above).
    await waitFor(() => expect(within(main).getByLabelText('Mevcut Şifre')).toHaveValue(''));
    expect(within(main).getByLabelText('Şifre Tekrar')).toHaveValue('');
  });
});
