import type { DialogComponentProps } from '@/shared/dialogs/dialog-store';

/** The image popup (spec 2.6): three sizes; a click closes it and follows its url. */
export function ImagePopupDialog(_props: DialogComponentProps) {
  return null;
}
