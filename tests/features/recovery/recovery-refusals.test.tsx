import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getChangePasswordWithCodeMockHandler } from '@generated/api/auth/auth.msw';
import { findPlayer } from '@mocks/db';
import { mockServer } from '@mocks/node';
import { skipStartupPopup } from '../../support/startup-popup';
import { dismissToasts } from '../../support/toasts';
import {
  DONE_TEXT,
  openRecovery,
  STEP2_TEXT,
  stepOne,
  toStepThree,
  toStepTwo,
} from './recovery-journey';
import { expectNoText, watchRecoveryRequests } from './recovery-test-helpers';

const requests = watchRecoveryRequests();
beforeEach(skipStartupPopup);
afterEach(dismissToasts);

describe('account recovery wizard: what a refused or invalid step does', () => {
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

  it('shows the translated field errors and sends nothing while a form is invalid', async () => {
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
    expect(confirm).toHaveAttribute('aria-describedby', mismatch.id);
    expect(within(dialog).getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
    expect(requests.recoveryCalls()).not.toContain('/api/auth/changepasswordwithcode');
  });
});
