import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MobileTopBar } from '@/app/shell/header/mobile-top-bar';
import { closeDialog, getOpenDialog } from '@/shared/ui/dialog/dialog-store';
import { renderPart } from '../../../render-app';
import { logInAs } from '../../../session-helpers';

describe("the phone's header row", () => {
  afterEach(() => {
    act(() => closeDialog());
  });

  it('gives a visitor one user button, which opens the login form', async () => {
    await renderPart(<MobileTopBar />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(getOpenDialog()).toEqual({ name: 'login' });
  });

  it('speaks Turkish', async () => {
    await renderPart(<MobileTopBar />, { language: 'tr' });
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Menü' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Üye Ol' })).not.toBeInTheDocument();
  });

  it('gives a player the balance and the profile button instead', async () => {
    await logInAs();
    await renderPart(<MobileTopBar />);
    expect(screen.getByText('₺1.250,75')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});
