import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { renderApp } from '../../render-app';
import { watchRequestsOfEachTest } from '../../request-watch';
import { logInAs } from '../../session-helpers';
import { findPageTitle, LAZY } from '../../support/lazy';
import { skipStartupPopup } from '../../support/startup-popup';

// The Responsible Gaming page against the stateful mock backend.
const requests = watchRequestsOfEachTest();

// The startup popup would open over the page at a moment that depends on the machine's load.
beforeEach(() => {
  skipStartupPopup();
});

async function openPage(language: 'en' | 'tr' = 'en') {
  await logInAs();
  await renderApp('/dashboard/responsible-gaming', { language });
  await findPageTitle(language === 'en' ? 'Responsible Gaming' : 'Sorumlu Oyun');
}

/** Opens the page and returns its deposit limits card. */
async function openDepositLimits() {
  await openPage();
  return screen.findByRole('region', { name: 'Deposit limits' }, LAZY);
}

describe('Responsible Gaming', () => {
  it('saves a daily deposit limit, which applies at once and shows as a meter', async () => {
    const user = userEvent.setup();
    const card = await openDepositLimits();
    await user.type(within(card).getByLabelText('Daily deposit limit'), '50');
    await user.click(within(card).getByRole('button', { name: 'Save limits' }));
    expect(
      await screen.findByText('Your limits are saved and apply now.', {}, LAZY),
    ).toBeInTheDocument();
    const meter = await within(card).findByRole('meter', { name: 'Daily deposit limit used' });
    expect(meter).toHaveAttribute('max', '50');
    expect(await requests.bodiesTo('/protection/setlimit')).toEqual([
      { kind: 1, day: 50, week: null, month: null },
    ]);
  });

  it('says a weekly limit below the daily one is wrong and sends nothing', async () => {
    const user = userEvent.setup();
    const card = await openDepositLimits();
    const daily = within(card).getByLabelText('Daily deposit limit');
    await user.type(daily, '100');
    expect(daily).toHaveValue('100');
    await user.type(within(card).getByLabelText('Weekly deposit limit'), '50');
    await user.click(within(card).getByRole('button', { name: 'Save limits' }));
    // The first check loads the form's rules.
    expect(
      await within(card).findByText('The weekly limit cannot be below the daily limit.', {}, LAZY),
    ).toBeVisible();
    // What was typed stays.
    expect(within(card).getByLabelText('Weekly deposit limit')).toHaveValue('50');
    expect(requests.to('/protection/setlimit')).toHaveLength(0);
  });

  it('shows a raise as pending for 24 hours, and Cancel change takes it back', async () => {
    const user = userEvent.setup();
    const card = await openDepositLimits();
    const daily = within(card).getByLabelText('Daily deposit limit');
    await user.type(daily, '50');
    expect(daily).toHaveValue('50');
    await user.click(within(card).getByRole('button', { name: 'Save limits' }));
    await within(card).findByRole('meter', { name: 'Daily deposit limit used' });
    await user.clear(daily);
    await user.type(daily, '500');
    await user.click(within(card).getByRole('button', { name: 'Save limits' }));
    expect(await within(card).findByText(/Changes to ₺500,00 on/)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(within(card).queryByText(/Changes to/)).not.toBeInTheDocument());
    // The field shows the limit in force again.
    expect(daily).toHaveValue('50');
    const history = await screen.findByRole('table', { name: /Your limit changes/ });
    expect(within(history).getByText('Cancelled')).toBeVisible();
    expect(within(history).getByText('In force')).toBeVisible();
  });

  it('keeps the break form, says why and empties the password when it is wrong', async () => {
    const user = userEvent.setup();
    await openPage();
    const form = await screen.findByRole('region', { name: 'Take a break' });
    await user.click(within(form).getByRole('radio', { name: '24 hours' }));
    await user.type(within(form).getByLabelText('Password'), 'not-it');
    await user.click(within(form).getByRole('button', { name: 'Take a break' }));
    // The first check loads the form's rules.
    expect(await within(form).findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Your password is wrong.',
    );
    expect(within(form).getByRole('radio', { name: '24 hours' })).toBeChecked();
    // A refused password is not left on screen; the field has the focus for the next try.
    expect(within(form).getByLabelText('Password')).toHaveValue('');
    expect(within(form).getByLabelText('Password')).toHaveFocus();
  });

  it('offers a retry when the limits cannot be read', async () => {
    mockServer.use(
      http.get('*/api/protection/limits', () =>
        HttpResponse.json({ success: false, message: 'Limit bilgileri alınamıyor.', data: null }),
      ),
    );
    await openPage('tr');
    expect(await screen.findByText('Limit bilgileri alınamıyor.', {}, LAZY)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
  });
});
