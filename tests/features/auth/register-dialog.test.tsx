import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetRegisterFormMockHandler } from '@generated/api/auth/auth.msw';
import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { createPlayer } from '@mocks/db';
import { ok } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { getSession } from '@/shared/session/session-machine';
import {
  dismissToasts,
  expectNoText,
  fillRegistration,
  LAZY,
  openAppDialog,
  registerInputs,
  signUpButtonReady,
  skipStartupPopup,
  validRegistration,
  watchRequestsOfEachTest,
} from './auth-test-helpers';

const TAKEN = 'This username is already taken.';

const requests = watchRequestsOfEachTest();
beforeEach(skipStartupPopup);
afterEach(dismissToasts);

const openSignUp = () => openAppDialog('register', 'Sign Up', 'Sign Up');
const trialBonusBox = (dialog: HTMLElement) =>
  within(dialog).queryByRole('checkbox', { name: /trial bonus/ });

describe('Sign Up dialog', () => {
  it('shows every field by its label, the birth date parts with 01/01/1970', async () => {
    const dialog = await openSignUp();
    const inputs = registerInputs(dialog);
    for (const input of Object.values(inputs)) expect(input).toBeVisible();
    expect(inputs.day).toHaveAttribute('placeholder', '01');
    expect(inputs.month).toHaveAttribute('placeholder', '01');
    expect(inputs.year).toHaveAttribute('placeholder', '1970');
    expect(inputs.password).toHaveAttribute('type', 'password');
    expect(inputs.password2).toHaveAttribute('type', 'password');
    // The country is hidden and preselected (Türkiye is in the mock list).
    expect(within(dialog).queryByLabelText('Country')).not.toBeInTheDocument();
    await signUpButtonReady(dialog);
  });

  it('offers the trial bonus when the bootstrap amount is 100', async () => {
    const dialog = await openSignUp();
    const box = trialBonusBox(dialog);
    expect(box).toBeVisible();
    expect(box).not.toBeChecked();
  });

  it('offers no trial bonus when the bootstrap amount is 0', async () => {
    mockServer.use(
      getGetBootstrapMockHandler(({ request }) =>
        ok({ ...mockBootstrap(new URL(request.url).hostname), trialBonusAmount: 0 }),
      ),
    );
    const dialog = await openSignUp();
    expect(within(dialog).getByLabelText('Name', { selector: 'input' })).toBeVisible();
    expect(trialBonusBox(dialog)).not.toBeInTheDocument();
  });

  it('field errors are translated', async () => {
    const user = userEvent.setup();
    const dialog = await openSignUp();
    const inputs = registerInputs(dialog);
    await user.type(inputs.name, 'Ali3');
    await user.type(inputs.username, 'ali_1');
    await user.type(inputs.password, 'gizli123');
    await user.type(inputs.password2, 'gizli124');
    await user.tab();

    await waitFor(() =>
      expect(inputs.name).toHaveAccessibleDescription(
        'Use letters only, with single spaces between words.',
      ),
    );
    expect(inputs.username).toHaveAccessibleDescription('Use letters and digits only.');
    await waitFor(() =>
      expect(inputs.password2).toHaveAccessibleDescription('The passwords do not match.'),
    );
    expect(inputs.password).not.toHaveAttribute('aria-invalid');
  });

  it('the request carries birthDate, currencyId 1, country 1, the phone digits, trialBonus and refId', async () => {
    localStorage.setItem('refId', '42');
    const user = userEvent.setup();
    const dialog = await openSignUp();
    await fillRegistration(user, dialog);
    expect(registerInputs(dialog).phone).toHaveValue('5321234567');
    await user.click(await signUpButtonReady(dialog));

    await screen.findByRole('dialog', { name: 'Congratulations!', busy: false });
    const [body] = await requests.bodiesTo('/auth/register');
    expect(body).toEqual({
      name: 'Ali Veli',
      surname: 'Yılmaz',
      username: 'aliveli90',
      email: 'ali.veli@example.com',
      phone: '5321234567',
      country: 1,
      birthDateDay: '17',
      birthDateMonth: '05',
      birthDateYear: '1990',
      birthDate: '1990-05-17',
      currencyId: 1,
      trialBonus: false,
      password: 'gizli123',
      password2: 'gizli123',
      refId: 42,
    });
    expect(requests.to('/auth/register')).toHaveLength(1);
  });

  it('without a stored referral id no refId is sent; a ticked bonus sends trialBonus true', async () => {
    const user = userEvent.setup();
    const dialog = await openSignUp();
    await fillRegistration(user, dialog);
    const box = trialBonusBox(dialog);
    if (!box) throw new Error('no trial bonus checkbox');
    await user.click(box);
    await user.click(await signUpButtonReady(dialog));

    await screen.findByRole('dialog', { name: 'Phone Verification', busy: false });
    const [body] = await requests.bodiesTo('/auth/register');
    expect(body).toMatchObject({ trialBonus: true, country: 1, birthDate: '1990-05-17' });
    expect(body).not.toHaveProperty('refId');
  });

  it('"demo" is too short to be sent (usernames have at least 5 characters)', async () => {
    const user = userEvent.setup();
    const dialog = await openSignUp();
    await fillRegistration(user, dialog, { username: 'demo' });
    await user.click(await signUpButtonReady(dialog));
    expect(registerInputs(dialog).username).toHaveAccessibleDescription(
      'Enter at least 5 characters.',
    );
    expect(requests.to('/auth/register')).toHaveLength(0);
  });

  it('a taken username shows the server message and keeps everything typed', async () => {
    createPlayer({ username: validRegistration.username, password: 'someone1' });
    const user = userEvent.setup();
    const dialog = await openSignUp();
    await expectNoText(TAKEN);
    await fillRegistration(user, dialog);
    const submit = await signUpButtonReady(dialog);
    await user.click(submit);

    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Sign Up', busy: false })).toBe(dialog);
    const inputs = registerInputs(dialog);
    expect(inputs.name).toHaveValue(validRegistration.name);
    expect(inputs.surname).toHaveValue(validRegistration.surname);
    expect(inputs.day).toHaveValue('17');
    expect(inputs.month).toHaveValue('05');
    expect(inputs.year).toHaveValue('1990');
    expect(inputs.email).toHaveValue(validRegistration.email);
    expect(inputs.phone).toHaveValue('5321234567');
    expect(inputs.username).toHaveValue(validRegistration.username);
    expect(inputs.password).toHaveValue(validRegistration.password);
    expect(inputs.password2).toHaveValue(validRegistration.password2);
    expect(getSession()).toBeNull();
  });

  it('without Türkiye in auth/form the form says so instead of a country list; Sign Up waits', async () => {
    let countries = [
      { id: 2, name: 'Azerbaycan' },
      { id: 3, name: 'Almanya' },
    ];
    mockServer.use(getGetRegisterFormMockHandler(() => ok({ countries })));
    const user = userEvent.setup();
    const dialog = await openSignUp();
    const alert = await within(dialog).findByRole('alert', {}, LAZY);
    expect(alert).toHaveTextContent(
      'Sign-up is not open right now: Türkiye is missing from our country list. Please try again later.',
    );
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await fillRegistration(user, dialog);
    expect(within(dialog).getByRole('button', { name: 'Sign Up' })).toBeDisabled();

    // The list is put right: Try again preselects Türkiye and the form may be sent.
    countries = [...countries, { id: 1, name: 'Türkiye' }];
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await user.click(await signUpButtonReady(dialog));
    await screen.findByRole('dialog', { name: 'Congratulations!', busy: false });
    expect(await requests.bodiesTo('/auth/register')).toEqual([
      expect.objectContaining({ country: 1 }),
    ]);
  });

  it('says it in Turkish too', async () => {
    mockServer.use(
      getGetRegisterFormMockHandler(ok({ countries: [{ id: 2, name: 'Azerbaycan' }] })),
    );
    const dialog = await openAppDialog('register', 'Üye Ol', 'Üye Ol', 'tr');
    expect(await within(dialog).findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Şu anda üye olunamıyor: ülke listemizde Türkiye yok. Lütfen daha sonra tekrar deneyin.',
    );
  });

  it('when auth/form fails, the form says so with Try again and Sign Up stays disabled', async () => {
    let failing = true;
    mockServer.use(
      http.get('*/auth/form', () =>
        failing ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    const dialog = await openSignUp();
    // react-query retries a failed load twice (about 3 s) before the error shows.
    const alert = await within(dialog).findByRole('alert', {}, LAZY);
    expect(alert).toHaveTextContent('The registration form could not be loaded.');
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    expect(within(dialog).getByRole('button', { name: 'Sign Up' })).toBeDisabled();

    failing = false;
    await userEvent.click(retry);
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    await signUpButtonReady(dialog);
  });
});
