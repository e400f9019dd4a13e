import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { REDIRECT_METHOD_ID } from '@mocks/data/payment-data';
import { openSession } from '@mocks/history';
import { protectionOf } from '@mocks/protection-store';
import { publishRealtime } from '@/shared/realtime/realtime-channel';
import { closeDialog, openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { watchRequests } from '../../request-watch';
import { logInAs } from '../../session-helpers';
import { LAZY } from '../../support/lazy';
import { skipStartupPopup } from '../../support/startup-popup';

// The reality check: due by the server's session start, showing the session's figures, waiting
// for a payment dialog rather than destroying what is typed in it.
const MINUTE = 60_000;

/** demo, reminded every 15 minutes, 15 minutes and a second into the session. */
async function dueSession() {
  await logInAs('demo');
  protectionOf('demo').realityCheckMinutes = 15;
  openSession('demo', 'Linux', 'Chrome', new Date(Date.now() - 15 * MINUTE - 1000).toISOString());
}

describe('the reality check', () => {
  beforeEach(skipStartupPopup);

  it('shows the time played as an alertdialog; Continue closes it and is recorded', async () => {
    await dueSession();
    const requests = watchRequests();
    await renderApp('/');
    const check = await screen.findByRole(
      'alertdialog',
      { name: 'Reality check', busy: false },
      LAZY,
    );
    expect(within(check).getByText(/You have been playing for 0:15:0\d/)).toBeVisible();
    expect(within(check).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(within(check).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(async () =>
      expect(await requests.bodiesTo('/protection/realitycheckanswer')).toEqual([
        { startedAt: expect.any(String), checks: 1, answer: 'continue' },
      ]),
    );
    requests.stop();
  });

  it('opens when the server pushes it on the hub, before the page would count it due', async () => {
    await logInAs('demo');
    protectionOf('demo').realityCheckMinutes = 15;
    const startedAt = new Date(Date.now() - 2 * MINUTE).toISOString();
    openSession('demo', 'Linux', 'Chrome', startedAt);
    await renderApp('/');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const push = () =>
      act(() =>
        publishRealtime({
          kind: 'command',
          command: 'RealityCheck',
          message: { startedAt, checks: 1, minutes: 15, bets: 10, wins: 0, net: -10 },
        }),
      );
    // Pushed until the logged-in shell listens (its protection part starts after the login).
    await waitFor(() => {
      push();
      expect(screen.getByRole('alertdialog', { name: 'Reality check' })).toBeVisible();
    }, LAZY);
    const check = await screen.findByRole(
      'alertdialog',
      { name: 'Reality check', busy: false },
      LAZY,
    );
    await userEvent.click(within(check).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The same check pushed again (a second connection, say) is not shown twice.
    push();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('counts a check as seen when it is answered: a reload before the answer shows it again', async () => {
    await dueSession();
    const { unmount } = await renderApp('/');
    await screen.findByRole('alertdialog', { name: 'Reality check', busy: false }, LAZY);
    // The page goes away (a reload, a navigation) before the player answers.
    unmount();
    act(() => closeDialog());
    await renderApp('/');
    const check = await screen.findByRole(
      'alertdialog',
      { name: 'Reality check', busy: false },
      LAZY,
    );
    await userEvent.click(within(check).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('waits for an open deposit dialog, keeping what was typed, then shows', async () => {
    await dueSession();
    await renderApp('/');
    act(() => openDialog('deposit', { id: REDIRECT_METHOD_ID, type: 1, title: 'Papara' }));
    const deposit = await screen.findByRole('dialog', { name: 'Papara', busy: false }, LAZY);
    const amount = await within(deposit).findByLabelText('Amount', {}, LAZY);
    await userEvent.type(amount, '250');
    // Past the moment the check is due: the deposit stays, with its amount.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(deposit).getByLabelText('Amount')).toHaveValue('250');
    act(() => closeDialog('deposit'));
    expect(
      await screen.findByRole('alertdialog', { name: 'Reality check', busy: false }, LAZY),
    ).toBeVisible();
  });
});
