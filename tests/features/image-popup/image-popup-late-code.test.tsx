import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { POPUP_DELAY_MS } from '@/features/image-popup/image-popup-launcher';
import { renderApp } from '../../render-app';
import { logInAs } from '../../session-helpers';
import { findPageTitle, LAZY } from '../../support/lazy';

// The dialogs' code, held back until the test lets it arrive: on a slow phone (or a busy test
// machine) it can come seconds after the page has settled and the popup has been asked for.
const dialogCode = vi.hoisted(() => {
  let release = () => {};
  return {
    asked: false,
    arrived: false,
    released: new Promise<void>((resolve) => (release = resolve)),
    release: () => release(),
  };
});
vi.mock('@/app/dialogs/dialog-host', async (importOriginal) => {
  dialogCode.asked = true;
  await dialogCode.released;
  const module = await importOriginal();
  dialogCode.arrived = true;
  return module;
});

describe('image popup whose code arrives late', () => {
  it('keeps every key the player types and opens once the player leaves the field', async () => {
    const user = userEvent.setup();
    await logInAs();
    await renderApp('/dashboard/responsible-gaming', { language: 'en' });
    await findPageTitle('Responsible Gaming');
    const card = await screen.findByRole('region', { name: 'Deposit limits' }, LAZY);
    const daily = within(card).getByLabelText('Daily deposit limit');
    // The page has settled: the popup's code is on its way.
    await waitFor(() => expect(dialogCode.asked).toBe(true), LAZY);

    await user.type(daily, '1');
    dialogCode.release();
    await waitFor(() => expect(dialogCode.arrived).toBe(true), LAZY);
    // Longer than the popup waits for a still player, who is still in the field.
    await new Promise((resolve) => setTimeout(resolve, POPUP_DELAY_MS + 500));
    await user.keyboard('00');

    expect(daily).toHaveValue('100');
    expect(daily).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Out of the field, the popup opens.
    await user.click(screen.getByRole('heading', { level: 1, name: 'Responsible Gaming' }));
    expect(await screen.findByRole('dialog', { name: 'Announcement' }, LAZY)).toBeVisible();
  });
});
