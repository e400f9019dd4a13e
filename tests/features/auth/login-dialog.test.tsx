import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/shared/session/session-machine';
import { storageKeys, writeString } from '@/shared/store/local-store';
import {
  dismissToasts,
  expectNoText,
  openAppDialog,
  skipStartupPopup,
  watchRequestsOfEachTest,
} from './auth-test-helpers';

// The server answers in the language of x-locale (English here).
const WRONG_CREDENTIALS = 'The username or password is wrong.';
const SAVE_FAILED =
  'You could not be logged in on this device: the browser did not let us keep your session. Allow site storage and try again.';

const requests = watchRequestsOfEachTest();
beforeEach(skipStartupPopup);
afterEach(async () => {
  vi.restoreAllMocks();
  await dismissToasts();
});

const openLogin = () => openAppDialog('login', 'Login', 'Login');

function loginControls(dialog: HTMLElement) {
  return {
    username: within(dialog).getByRole('textbox', { name: 'Username' }),
    password: within(dialog).getByLabelText('Password', { selector: 'input' }),
    submit: within(dialog).getByRole('button', { name: 'Login' }),
  };
}

async function logInThroughDialog(dialog: HTMLElement, username: string, password: string) {
  const user = userEvent.setup();
  const controls = loginControls(dialog);
  await user.type(controls.username, username);
  await user.type(controls.password, password);
  await user.click(controls.submit);
  return { user, ...controls };
}

function expectLoggedOut() {
  expect(getSession()).toBeNull();
  expect(localStorage.getItem(storageKeys.authData)).toBeNull();
  expect(screen.queryByRole('button', { name: /demo/ })).not.toBeInTheDocument();
}

describe('Login dialog', () => {
  it('has Username, Password, Login, Recovery Password and Sign Up Now!', async () => {
    const dialog = await openLogin();
    const { username, password, submit } = loginControls(dialog);
    expect(username).toBeVisible();
    expect(password).toHaveAttribute('type', 'password');
    expect(submit).toHaveAttribute('type', 'submit');
    expect(within(dialog).getByRole('button', { name: 'Recovery Password' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Sign Up Now!' })).toBeVisible();
  });

  it("leaves the page its one banner landmark: a dialog's heading is not a banner", async () => {
    await openLogin();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });

  it('Recovery Password opens the Recovery Password dialog in its place', async () => {
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recovery Password' }));
    expect(
      await screen.findByRole('dialog', { name: 'Recovery Password', busy: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login', busy: false })).not.toBeInTheDocument();
  });

  it('Sign Up Now! opens the Sign Up dialog in its place', async () => {
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up Now!' }));
    expect(await screen.findByRole('dialog', { name: 'Sign Up', busy: false })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login', busy: false })).not.toBeInTheDocument();
  });

  it('submitting empty shows "This field is required." under both fields, no request', async () => {
    const dialog = await openLogin();
    const { username, password, submit } = loginControls(dialog);
    await userEvent.click(submit);
    await waitFor(() =>
      expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2),
    );
    expect(username).toHaveAccessibleDescription('This field is required.');
    expect(password).toHaveAccessibleDescription('This field is required.');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(requests.to('/auth/login')).toHaveLength(0);
  });

  it('a wrong password shows the server message as a toast, keeps the values, stays logged out', async () => {
    const dialog = await openLogin();
    await expectNoText(WRONG_CREDENTIALS);
    const { username, password, submit } = await logInThroughDialog(dialog, 'demo', 'wrong1');
    expect(await screen.findByText(WRONG_CREDENTIALS)).toBeInTheDocument();
    expect(username).toHaveValue('demo');
    expect(password).toHaveValue('wrong1');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Login', busy: false })).toBeInTheDocument();
    expectLoggedOut();
  });

  it('right credentials log in: success toast, dialog closed, player in the header, authData stored', async () => {
    writeString(storageKeys.fingerprint, 'fp-test-123');
    const dialog = await openLogin();
    await expectNoText('You are logged in.');
    await logInThroughDialog(dialog, 'demo', 'demo123');

    expect(await screen.findByText('You are logged in.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Login', busy: false })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: /demo/ })).toBeVisible();
    const stored = JSON.parse(localStorage.getItem(storageKeys.authData) ?? 'null') as unknown;
    expect(stored).toMatchObject({
      token: 'mock-token-demo',
      username: 'demo',
      fingerprint: 'fp-test-123',
    });
    expect(getSession()?.token).toBe('mock-token-demo');
    expect(await requests.bodiesTo('/auth/login')).toEqual([
      { username: 'demo', password: 'demo123' },
    ]);
  });

  it('a double click on Login sends one request', async () => {
    const user = userEvent.setup();
    const dialog = await openLogin();
    const { username, password, submit } = loginControls(dialog);
    await user.type(username, 'demo');
    await user.type(password, 'demo123');
    await user.dblClick(submit);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Login', busy: false })).not.toBeInTheDocument(),
    );
    expect(requests.to('/auth/login')).toHaveLength(1);
  });

  it('when the session cannot be stored the player stays logged out and is told why', async () => {
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === storageKeys.authData) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const dialog = await openLogin();
    await expectNoText('You are logged in.');
    await expectNoText(SAVE_FAILED);
    await logInThroughDialog(dialog, 'demo', 'demo123');

    expect(await screen.findByText(SAVE_FAILED)).toBeInTheDocument();
    expect(requests.to('/auth/login')).toHaveLength(1);
    expect(screen.queryByText('You are logged in.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Login', busy: false })).toBeInTheDocument();
    expectLoggedOut();
  });

  it('speaks Turkish: Giriş Yap', async () => {
    const dialog = await openAppDialog('login', 'Giriş Yap', 'Giriş Yap', 'tr');
    expect(within(dialog).getByRole('textbox', { name: 'Kullanıcı Adı' })).toBeVisible();
    expect(within(dialog).getByLabelText('Şifre', { selector: 'input' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Şifremi Unuttum' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Hemen Üye Olun!' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));
    expect(await within(dialog).findAllByText('Bu alan zorunludur.')).toHaveLength(2);
  });
});
