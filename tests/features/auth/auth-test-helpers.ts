import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Language } from '@/shared/i18n/language';
import type { DialogName } from '@/shared/ui/dialog/dialog-store';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { LAZY } from '../../support/lazy';

export { expectNoText, watchRequestsOfEachTest } from '../../request-watch';
export { skipStartupPopup } from '../../support/startup-popup';
export { dismissToasts } from '../../support/toasts';
export { LAZY };

/**
 * Renders the app at home and opens a dialog; resolves with the dialog, found by its name, once
 * its body has loaded (the lazy body replaces a loading frame of the same name, a new element):
 * once it holds the button named `readyButton`.
 */
export async function openAppDialog(
  name: DialogName,
  title: string,
  readyButton: string,
  language: Language = 'en',
) {
  await renderApp('/', { language });
  act(() => openDialog(name));
  const dialog = () => screen.getByRole('dialog', { name: title, busy: false });
  await waitFor(() => within(dialog()).getByRole('button', { name: readyButton }), LAZY);
  return dialog();
}

export interface RegisterValues {
  name: string;
  surname: string;
  day: string;
  month: string;
  year: string;
  email: string;
  phone: string;
  username: string;
  password: string;
  password2: string;
}

export const validRegistration: RegisterValues = {
  name: 'Ali Veli',
  surname: 'Yılmaz',
  day: '17',
  month: '05',
  year: '1990',
  email: 'ali.veli@example.com',
  phone: '5321234567',
  username: 'aliveli90',
  password: 'gizli123',
  password2: 'gizli123',
};

/** The Sign Up form's inputs, found by their English labels. */
export function registerInputs(dialog: HTMLElement) {
  const field = (label: string) => within(dialog).getByLabelText(label, { selector: 'input' });
  return {
    name: field('Name'),
    surname: field('Surname'),
    day: field('Day'),
    month: field('Month'),
    year: field('Year'),
    email: field('E-mail'),
    phone: field('Phone'),
    username: field('Username'),
    password: field('Password'),
    password2: field('Confirm Password'),
  };
}

/** Types the registration values into the Sign Up form (empty values are left out). */
export async function fillRegistration(
  user: UserEvent,
  dialog: HTMLElement,
  changes: Partial<RegisterValues> = {},
): Promise<void> {
  const values = { ...validRegistration, ...changes };
  const inputs = registerInputs(dialog);
  for (const key of Object.keys(inputs) as Array<keyof RegisterValues>) {
    if (values[key]) await user.type(inputs[key], values[key]);
  }
}

/** Waits until the country has been preselected (auth/form + 300 ms): Sign Up is enabled then. */
export async function signUpButtonReady(dialog: HTMLElement): Promise<HTMLElement> {
  const button = within(dialog).getByRole('button', { name: 'Sign Up' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
