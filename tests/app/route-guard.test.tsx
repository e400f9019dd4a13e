import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { logInAs } from '../session-helpers';
import { findPageTitle } from '../support/lazy';

describe('route guard: a visitor on a guarded route gets the Login dialog', () => {
  it('a visitor opening /dashboard/deposit gets the Login dialog and the page stays put', async () => {
    await renderApp('/dashboard/deposit');
    expect(await screen.findByRole('dialog', { name: 'Login', busy: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('a visitor following a link to a guarded route stays on the page they were on', async () => {
    await renderApp('/esports');
    await findPageTitle('E-Sports');
    await userEvent.click(screen.getByRole('link', { name: 'Claim Bonus' }));
    expect(await screen.findByRole('dialog', { name: 'Login', busy: false })).toBeInTheDocument();
    expect(await findPageTitle('E-Sports')).toBeInTheDocument();
  });

  it('a player reaches the guarded page', async () => {
    await logInAs();
    await renderApp('/dashboard/deposit');
    expect(await findPageTitle('Deposit')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login', busy: false })).not.toBeInTheDocument();
  });
});
