// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closeDialog, getOpenDialog, openDialog } from '@/shared/ui/dialog/dialog-store';

describe('dialogs: one open at a time', () => {
  it('opening one dialog closes the one that was open', () => {
    openDialog('login');
    openDialog('register');
    expect(getOpenDialog()).toEqual({ name: 'register' });
  });

  it('carries the data a dialog needs', () => {
    openDialog('deposit', { id: 3, type: 1, title: 'Papara' });
    expect(getOpenDialog()).toEqual({ name: 'deposit', data: { id: 3, type: 1, title: 'Papara' } });
  });

  it('closing a dialog by name leaves another open dialog alone', () => {
    openDialog('login');
    closeDialog('register');
    expect(getOpenDialog()?.name).toBe('login');
    closeDialog();
    expect(getOpenDialog()).toBeNull();
  });
});
