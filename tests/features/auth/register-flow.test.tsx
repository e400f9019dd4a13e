import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPlayer, MOCK_SMS_CODE } from '@mocks/db';
import { getSession } from '@/shared/session/session-machine';
import {
  dismissToasts,
  expectNoText,
  fillRegistration,
  LAZY,
  openAppDialog,
  signUpButtonReady,
  skipStartupPopup,
  validRegistration,
  watchRequestsOfEachTest,
} from './auth-test-helpers';

const confetti = vi.hoisted(() => vi.fn(() => Promise.resolve()));
// The site fires a cannon it makes with confetti.create (drawn on the page, not in a worker).
vi.mock('canvas-confetti', () => ({ default: { create: () => confetti } }));

const WRONG_CODE = 'The verification code is wrong.';

const requests = watchRequestsOfEachTest();
beforeEach(() => {
  skipStartupPopup();
  confetti.mockClear();
});
afterEach(dismissToasts);

/** Opens Sign Up, fills it in (ticking the trial bonus when asked) and submits. */
async function register(user: UserEvent, { bonus }: { bonus: boolean }) {
  const dialog = await openAppDialog('register', 'Sign Up', 'Sign Up');
  await fillRegistration(user, dialog);
  if (bonus) await user.click(within(dialog).getByRole('checkbox', { name: /trial bonus/ }));
  await user.click(await signUpButtonReady(dialog));
}

async function updatePhoneSteps() {
  const bodies = (await requests.bodiesTo('/customer/updatephone')) as Array<{ step: number }>;
  return bodies.map((body) => body.step);
}

describe('registration flow', () => {
  it('without the bonus, success shows the celebration with Deposit and Live Chat', async () => {
    const user = userEvent.setup();
    await register(user, { bonus: false });

    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!', busy: false });
    expect(within(dialog).getByRole('button', { name: 'Live Chat' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(await screen.findByText('You are registered. Welcome!')).toBeInTheDocument();
    expect(getSession()?.username).toBe(validRegistration.username);
    // No phone verification was asked for.
    expect(requests.to('/customer/updatephone')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Congratulations!', busy: false }),
      ).not.toBeInTheDocument(),
    );
    expect(
      await within(screen.getByRole('main')).findByRole(
        'heading',
        { level: 1, name: 'Deposit' },
        LAZY,
      ),
    ).toBeVisible();
  });

  it('with the bonus, the phone is verified first, then Yes defines the bonus with confetti', async () => {
    const user = userEvent.setup();
    await register(user, { bonus: true });

    // Step 1 goes out at once with the registered phone, which is locked.
    const dialog = await screen.findByRole('dialog', { name: 'Phone Verification', busy: false });
    const code = await within(dialog).findByRole('textbox', { name: 'SMS Code' });
    expect(await updatePhoneSteps()).toEqual([1]);
    expect(await requests.bodiesTo('/customer/updatephone')).toEqual([
      { step: 1, phone: validRegistration.phone },
    ]);
    expect(within(dialog).getByText('Enter the code we sent to +90 5321234567.')).toBeVisible();

    // Verify waits for six digits.
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(code, '00000');
    expect(verify).toBeDisabled();
    await user.type(code, '0');
    await waitFor(() => expect(verify).toBeEnabled());

    // A wrong code: the server's message, the code field emptied.
    await expectNoText(WRONG_CODE);
    await user.click(verify);
    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveValue(''));
    expect(await updatePhoneSteps()).toEqual([1, 2]);

    // Change Phone Number: back to step 1, the phone now editable.
    await user.click(within(dialog).getByRole('button', { name: 'Change Phone Number' }));
    const phone = await within(dialog).findByRole('textbox', { name: 'Phone' });
    expect(phone).not.toHaveAttribute('readonly');
    expect(phone).toHaveValue(validRegistration.phone);
    await user.clear(phone);
    await user.type(phone, '5559876543');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));

    // The right code: the celebration with the bonus.
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'SMS Code' }),
      MOCK_SMS_CODE,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    const celebration = await screen.findByRole('dialog', {
      name: 'Congratulations!',
      busy: false,
    });
    expect(within(celebration).getByText(/your .+ trial bonus is waiting/)).toBeVisible();
    expect(within(celebration).queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(findPlayer(validRegistration.username)).toMatchObject({
      phone: '5559876543',
      smsVerified: true,
    });
    expect(getSession()?.smsVerified).toBe(true);

    // Yes: bonus/definetrialbonus once, 150 confetti particles, the dialog closes after 1 s.
    const clickedAt = Date.now();
    await user.dblClick(within(celebration).getByRole('button', { name: 'Yes' }));
    expect(
      screen.getByRole('dialog', { name: 'Congratulations!', busy: false }),
    ).toBeInTheDocument();
    await waitFor(() => expect(confetti).toHaveBeenCalledTimes(1));
    expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 150 }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Congratulations!', busy: false }),
      ).not.toBeInTheDocument(),
    );
    // The close waits 1 s after the bonus was defined (timers may round down a few ms).
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(950);
    expect(requests.to('/bonus/definetrialbonus')).toHaveLength(1);
    expect(findPlayer(validRegistration.username)?.trialBonusDefined).toBe(true);
    expect(await screen.findByText('Your trial bonus has been added.')).toBeInTheDocument();
  });

  it('Skip at the code step closes the dialog, the player stays registered', async () => {
    const user = userEvent.setup();
    await register(user, { bonus: true });
    const dialog = await screen.findByRole('dialog', { name: 'Phone Verification', busy: false });
    await within(dialog).findByRole('textbox', { name: 'SMS Code' });

    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSession()?.username).toBe(validRegistration.username);
    expect(getSession()?.smsVerified).toBe(false);
    expect(requests.to('/bonus/definetrialbonus')).toHaveLength(0);
  });
});
