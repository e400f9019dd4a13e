import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUpdatePhoneMockHandler } from '@generated/api/customer/customer.msw';
import type { UpdatePhoneRequest } from '@generated/api/model';
import { MOCK_SMS_CODE } from '@mocks/db';
import { mockServer } from '@mocks/node';
import { RESEND_COUNTDOWN_S } from '@/shared/config/constants';
import { getSession } from '@/shared/session/session-machine';
import { renderApp } from '../../render-app';
import { watchRequestsOfEachTest } from '../../request-watch';
import { logInAs } from '../../session-helpers';
import { LAZY } from '../../support/lazy';
import { clearDialogAndToasts } from '../../support/toasts';

async function openPhonePage(player: 'yeni' | 'demo', language: 'en' | 'tr' = 'en') {
  await logInAs(player);
  await renderApp('/dashboard/phone-verification', { language });
  const main = screen.getByRole('main');
  await within(main).findByRole('heading', { level: 1 }, LAZY);
  return main;
}

const requests = watchRequestsOfEachTest();

/** The steps of the customer/updatephone calls sent so far. */
async function updatePhoneSteps() {
  const bodies = (await requests.bodiesTo('/customer/updatephone')) as UpdatePhoneRequest[];
  return bodies.map(({ step }) => step);
}

afterEach(async () => {
  vi.useRealTimers();
  // A toast left by one test would be found by the next.
  await clearDialogAndToasts();
});

describe('Phone Verification page (PhonePageState)', () => {
  it('starts NotVerified for a player whose phone is not verified, the phone read-only', async () => {
    const main = await openPhonePage('yeni');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Phone Verification' }),
    ).toBeVisible();
    expect(within(main).getByText('Not Verified')).toBeVisible();
    const phone = within(main).getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('readonly');
    expect(phone).toHaveValue(getSession()?.phone.replace(/^90/, '').slice(-10));
    expect(within(main).getByRole('button', { name: 'Send Code' })).toBeEnabled();
    expect(within(main).getByRole('button', { name: 'Update Number' })).toBeEnabled();
    expect(within(main).queryByRole('textbox', { name: 'SMS Code' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('starts Verified when the stored session says so; the verified number is changed through support', async () => {
    const main = await openPhonePage('demo');
    expect(within(main).getByText('Verified')).toBeVisible();
    expect(within(main).queryByText('Not Verified')).not.toBeInTheDocument();
    expect(within(main).getByRole('textbox', { name: 'Phone' })).toHaveAttribute('readonly');
    expect(within(main).queryByRole('button', { name: 'Send Code' })).not.toBeInTheDocument();
    // 'Update Number' is offered in the Not Verified state only.
    expect(within(main).queryByRole('button', { name: 'Update Number' })).not.toBeInTheDocument();
    expect(
      within(main).getByText(
        'Your phone number is verified. To change it, contact support through live chat.',
      ),
    ).toBeVisible();
  });

  it('waiting for the code offers no Update Number; Cancel goes back to the stored number', async () => {
    const user = userEvent.setup();
    const main = await openPhonePage('yeni');
    const stored = (within(main).getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value;
    await user.click(within(main).getByRole('button', { name: 'Send Code' }));
    await within(main).findByRole('textbox', { name: 'SMS Code' });
    expect(within(main).queryByRole('button', { name: 'Update Number' })).not.toBeInTheDocument();

    // The number is not the player's: Cancel, then Update Number.
    await user.click(within(main).getByRole('button', { name: 'Cancel' }));
    expect(within(main).queryByRole('textbox', { name: 'SMS Code' })).not.toBeInTheDocument();
    expect(within(main).getByRole('textbox', { name: 'Phone' })).toHaveValue(stored);
    expect(within(main).getByText('Not Verified')).toBeVisible();
    expect(within(main).queryByText(/You can ask for a new code/)).not.toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Update Number' })).toHaveFocus();
  });

  it('Send Code asks for the code: code field, Verify disabled until six digits, a 60 s countdown', async () => {
    const user = userEvent.setup();
    const main = await openPhonePage('yeni');
    await user.click(within(main).getByRole('button', { name: 'Send Code' }));

    const code = await within(main).findByRole('textbox', { name: 'SMS Code' });
    expect(await screen.findByText(/A verification code was sent to .*\./)).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    expect(
      within(main).getByText(`You can ask for a new code in ${RESEND_COUNTDOWN_S} s.`),
    ).toBeVisible();
    expect(within(main).queryByRole('button', { name: 'Send Code' })).not.toBeInTheDocument();

    const verify = within(main).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(code, '12345');
    expect(code).toHaveValue('123-45');
    expect(verify).toBeDisabled();
    await user.type(code, '6');
    expect(verify).toBeEnabled();
  });

  it('a wrong code shows the server message and clears the field; the right code makes it Verified', async () => {
    const user = userEvent.setup();
    const main = await openPhonePage('yeni');
    await user.click(within(main).getByRole('button', { name: 'Send Code' }));
    const code = await within(main).findByRole('textbox', { name: 'SMS Code' });
    await waitFor(() => expect(code).toHaveFocus());

    await user.type(code, '000000');
    await user.click(within(main).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The verification code is wrong.')).toBeInTheDocument();
    expect(within(main).getByRole('textbox', { name: 'SMS Code' })).toHaveValue('');
    expect(within(main).getByText('Not Verified')).toBeVisible();

    await user.type(within(main).getByRole('textbox', { name: 'SMS Code' }), MOCK_SMS_CODE);
    await user.click(within(main).getByRole('button', { name: 'Verify' }));
    expect(await within(main).findByText('Verified')).toBeVisible();
    expect(await screen.findByText('Your phone number is verified.')).toBeInTheDocument();
    expect(within(main).queryByRole('textbox', { name: 'SMS Code' })).not.toBeInTheDocument();
    expect(getSession()?.smsVerified).toBe(true);
  });

  it('a double click on Send Code and on Verify sends each once', async () => {
    const user = userEvent.setup();
    const main = await openPhonePage('yeni');
    await user.dblClick(within(main).getByRole('button', { name: 'Send Code' }));
    const code = await within(main).findByRole('textbox', { name: 'SMS Code' });
    // The code is sent once the page moves the focus to the code field: typing before that races
    // the answer, which empties the field for the code to come.
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, MOCK_SMS_CODE);
    await user.dblClick(within(main).getByRole('button', { name: 'Verify' }));
    expect(await within(main).findByText('Verified')).toBeVisible();
    expect(await updatePhoneSteps()).toEqual([1, 2]);
  });

  it('Update Number makes the phone editable and sends the code to the new number', async () => {
    const sent: UpdatePhoneRequest[] = [];
    mockServer.use(
      getUpdatePhoneMockHandler(async ({ request }) => {
        sent.push((await request.json()) as UpdatePhoneRequest);
        return { success: true, message: null, data: null };
      }),
    );
    const user = userEvent.setup();
    const main = await openPhonePage('yeni');
    await user.click(within(main).getByRole('button', { name: 'Update Number' }));

    const phone = within(main).getByRole('textbox', { name: 'Phone' });
    expect(phone).not.toHaveAttribute('readonly');
    expect(phone).toHaveFocus();
    await user.clear(phone);
    await user.type(phone, '5329876543');
    expect(within(main).getByText('Not Verified')).toBeVisible();
    await user.click(within(main).getByRole('button', { name: 'Send Code' }));

    expect(await within(main).findByRole('textbox', { name: 'SMS Code' })).toHaveFocus();
    expect(within(main).getByRole('textbox', { name: 'Phone' })).toHaveAttribute('readonly');
    expect(sent).toEqual([{ step: 1, phone: '5329876543' }]);
  });

  it('Cancel leaves Update with the stored number back in place', async () => {
    const user = userEvent.setup();
    const main = await openPhonePage('yeni');
    const stored = within(main).getByRole('textbox', { name: 'Phone' });
    const storedValue = (stored as HTMLInputElement).value;
    await user.click(within(main).getByRole('button', { name: 'Update Number' }));
    await user.clear(stored);
    await user.type(stored, '5320000000');
    await user.click(within(main).getByRole('button', { name: 'Cancel' }));
    expect(within(main).getByRole('textbox', { name: 'Phone' })).toHaveValue(storedValue);
    expect(within(main).getByText('Not Verified')).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Update Number' })).toHaveFocus();
  });

  it('after the countdown, Click to resend sends the code again and restarts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const main = await openPhonePage('yeni');
    await user.click(within(main).getByRole('button', { name: 'Send Code' }));
    await within(main).findByText(/You can ask for a new code in \d+ s\./);
    expect(within(main).queryByRole('button', { name: 'Click to resend' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime((RESEND_COUNTDOWN_S - 1) * 1000));
    expect(await within(main).findByText(/You can ask for a new code in [12] s\./)).toBeVisible();
    act(() => vi.advanceTimersByTime(2000));
    const resend = await within(main).findByRole('button', { name: 'Click to resend' });
    expect(within(main).queryByText(/You can ask for a new code in/)).not.toBeInTheDocument();

    await user.click(resend);
    expect(
      await within(main).findByText(`You can ask for a new code in ${RESEND_COUNTDOWN_S} s.`),
    ).toBeVisible();
    expect(await updatePhoneSteps()).toEqual([1, 1]);
  });

  it('speaks Turkish, the default language', async () => {
    const user = userEvent.setup();
    const main = await openPhonePage('yeni', 'tr');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Telefon Doğrulama' }),
    ).toBeVisible();
    expect(within(main).getByText('Doğrulanmadı')).toBeVisible();
    await user.click(within(main).getByRole('button', { name: 'Kod Gönder' }));
    const code = await within(main).findByRole('textbox', { name: 'SMS Kodu' });
    expect(within(main).getByText('60 sn sonra yeni kod isteyebilirsiniz.')).toBeVisible();
    await user.type(code, MOCK_SMS_CODE);
    await user.click(within(main).getByRole('button', { name: 'Doğrula' }));
    expect(await within(main).findByText('Doğrulandı')).toBeVisible();
  });
});
