import { act } from '@testing-library/react';
import { showToast } from '@/shared/toast/toast';
import { closeDialog } from '@/shared/ui/dialog/dialog-store';

/** Dismisses the toasts a test left, so the next one starts without them. */
export async function dismissToasts(): Promise<void> {
  await act(async () => {
    await showToast.dismiss();
  });
}

/** Closes the open dialog and removes every toast at once (no leaving animation). */
export async function clearDialogAndToasts(): Promise<void> {
  const { toast } = await import('react-hot-toast/headless');
  act(() => {
    closeDialog();
    toast.remove();
  });
}
