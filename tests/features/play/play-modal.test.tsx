import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Game, GameProvider } from '@generated/api/model';
import { MOCK_LAUNCH_FAILURE } from '@mocks/handlers/launch-handlers';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { logInAs } from '../../session-helpers';
import { LAZY } from '../../support/lazy';
import { clearDialogAndToasts } from '../../support/toasts';
import { expectTooltip } from '../../support/tooltips';

// The play modal: a game on mobile. A failed launch shows the server's message; for egt, hub88
// and softgamings the modal closes.

const game = (launchProvider: GameProvider, gameCode = 'fail-7'): Game => ({
  gameCode,
  name: 'Wild Spins',
  providerName: 'Studio',
  mainProviderId: 1,
  productId: launchProvider === 'em' ? 5001 : null,
  system: launchProvider === 'softgamings' ? 'spribe' : null,
  systemCategory: 3,
  imageUrl: null,
  launchProvider,
});

async function openPlay(target: Game) {
  await logInAs();
  await renderApp('/');
  act(() => openDialog('play', target));
}

describe('the play modal', () => {
  afterEach(async () => {
    await clearDialogAndToasts();
    localStorage.clear();
  });

  it.each<GameProvider>(['egt', 'hub88', 'softgamings'])(
    'closes when the %s launch fails, with the server message as an error',
    async (provider) => {
      await openPlay(game(provider));
      // It opened (findBy fails otherwise), and closes once the launch is refused.
      await screen.findByRole('dialog', { name: 'Wild Spins', busy: false }, LAZY);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LAZY);
      // The server's message, as an error toast.
      expect(await screen.findByText(MOCK_LAUNCH_FAILURE.en)).toBeInTheDocument();
    },
  );

  it.each<GameProvider>(['dt', 'em', 'amusnet'])(
    'stays open when the %s launch fails, with the server message as an error',
    async (provider) => {
      await openPlay(game(provider));
      expect(await screen.findByText(MOCK_LAUNCH_FAILURE.en, {}, LAZY)).toBeInTheDocument();
      const dialog = screen.getByRole('dialog', { name: 'Wild Spins', busy: false });
      expect(within(dialog).getByText('The game could not be started.')).toBeVisible();
    },
  );

  it('shows the game under a bar with Deposit, Reload and Close; Close ends it', async () => {
    await openPlay(game('dt', 'dt-3-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Wild Spins', busy: false }, LAZY);
    expect(await within(dialog).findByTitle('Wild Spins', {}, LAZY)).toBeInTheDocument();
    for (const name of ['Deposit', 'Reload']) {
      expect(within(dialog).getByRole('button', { name })).toBeVisible();
    }
    expectTooltip(within(dialog).getByRole('button', { name: 'Reload' }), 'Reload');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
