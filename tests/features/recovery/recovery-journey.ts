import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { MOCK_RESET_CODE } from '@mocks/db';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';

// The recovery wizard's journey as a player walks it, for the tests of its steps.

export const STEP2_TEXT =
  'A code has been sent to your email address to reset your password. Please enter this code in the field below.';
export const DONE_TEXT = 'Password change successful. You are now directed to the login page.';

export async function openRecovery(language: 'en' | 'tr' = 'en') {
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

export async function stepOne(dialog: HTMLElement, username = 'demo') {
  const user = userEvent.setup();
  await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), username);
  await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
  return user;
}

export async function toStepTwo(dialog: HTMLElement) {
  const user = await stepOne(dialog);
  await within(dialog).findByText(STEP2_TEXT);
  return user;
}

export async function toStepThree(dialog: HTMLElement) {
  const user = await toStepTwo(dialog);
  await user.type(within(dialog).getByRole('textbox', { name: 'Reset Code' }), MOCK_RESET_CODE);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await within(dialog).findByLabelText('New Password');
  return user;
}
