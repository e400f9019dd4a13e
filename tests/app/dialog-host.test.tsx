import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openDialog } from '@/shared/dialogs/dialog-store';
import { renderApp } from '../render-app';

describe('dialogs (spec 2.6)', () => {
  it('opens one dialog at a time: Sign Up while Login is open leaves one dialog', async () => {
    await renderApp('/');
    const [login] = screen.getAllByRole('button', { name: 'Login' });
    if (!login) throw new Error('no Login button');
    await userEvent.click(login);
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    act(() => openDialog('register'));
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('closes on Escape and gives focus back to the control that opened it', async () => {
    await renderApp('/');
    const [login] = screen.getAllByRole('button', { name: 'Login' });
    if (!login) throw new Error('no Login button');
    await userEvent.click(login);
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(login).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    await renderApp('/');
    act(() => openDialog('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with its close button', async () => {
    await renderApp('/');
    act(() => openDialog('register'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
