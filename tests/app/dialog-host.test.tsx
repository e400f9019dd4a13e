import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { dialogs } from '@/app/dialogs/dialog-host';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { lazyPart } from '@/shared/ui/lazy-part';
import { renderApp } from '../render-app';

describe('dialogs', () => {
  it('opens one dialog at a time: Sign Up while Login is open leaves one dialog', async () => {
    await renderApp('/');
    const [login] = screen.getAllByRole('button', { name: 'Login' });
    if (!login) throw new Error('no Login button');
    await userEvent.click(login);
    expect(await screen.findByRole('dialog', { name: 'Login', busy: false })).toBeInTheDocument();
    act(() => openDialog('register'));
    expect(await screen.findByRole('dialog', { name: 'Sign Up', busy: false })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('closes on Escape and gives focus back to the control that opened it', async () => {
    await renderApp('/');
    const [login] = screen.getAllByRole('button', { name: 'Login' });
    if (!login) throw new Error('no Login button');
    await userEvent.click(login);
    const dialog = await screen.findByRole('dialog', { name: 'Login', busy: false });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.matches(':focus-within')).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(login).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    await renderApp('/');
    act(() => openDialog('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Login', busy: false });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.tab();
    expect(dialog.matches(':focus-within')).toBe(true);
    await userEvent.tab({ shift: true });
    expect(dialog.matches(':focus-within')).toBe(true);
  });

  it('closes with its close button', async () => {
    await renderApp('/');
    act(() => openDialog('register'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up', busy: false });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a busy frame with its name while the dialog loads, then the dialog itself', async () => {
    let arrive = (_part: ComponentType<{ data: undefined }>) => {};
    const slow = lazyPart(
      () => new Promise<ComponentType<{ data: undefined }>>((resolve) => (arrive = resolve)),
    );
    const recovery = dialogs.recovery;
    dialogs.recovery = slow;
    try {
      await renderApp('/');
      act(() => openDialog('recovery'));
      const frame = await screen.findByRole('dialog', { name: 'Recovery Password' });
      expect(frame).toHaveAttribute('aria-busy', 'true');
      await act(async () =>
        arrive(() => (
          <Dialog name="recovery" title="Recovery Password">
            <p>Loaded</p>
          </Dialog>
        )),
      );
      const loaded = await screen.findByRole('dialog', { name: 'Recovery Password', busy: false });
      expect(within(loaded).getByText('Loaded')).toBeVisible();
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
    } finally {
      dialogs.recovery = recovery;
    }
  });
});
