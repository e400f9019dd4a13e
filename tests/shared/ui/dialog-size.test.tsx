import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DIALOG_DESKTOP_SIZE } from '@/shared/config/constants';
import { Dialog } from '@/shared/ui/dialog/dialog';

// The login, register, recovery and SMS dialogs take their desktop size from one constant
// (699 px high, clamp(110px,90vw,990px) wide); the stylesheet reads it from custom properties.
describe('Dialog size', () => {
  it("an 'auth' dialog carries the desktop size of the constant", () => {
    render(
      <Dialog name="login" title="Login" size="auth">
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Login', busy: false });
    expect(DIALOG_DESKTOP_SIZE).toEqual({ height: '699px', width: 'clamp(110px,90vw,990px)' });
    expect(dialog.style.getPropertyValue('--dialog-auth-height')).toBe('699px');
    expect(dialog.style.getPropertyValue('--dialog-auth-width')).toBe('clamp(110px,90vw,990px)');
  });

  it('a sheet keeps the height it is given and no account size', () => {
    render(
      <Dialog name="notifications" title="Notifications" size="sheet" height={582}>
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notifications', busy: false });
    expect(dialog).toHaveStyle({ height: '582px' });
    expect(dialog.style.getPropertyValue('--dialog-auth-height')).toBe('');
  });
});
