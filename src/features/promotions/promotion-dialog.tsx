import type { DialogComponentProps } from '@/shared/dialogs/dialog-store';

/** The promotion detail dialog (spec 2.6): image, title, sanitized HTML description. */
export function PromotionDialog(_props: DialogComponentProps) {
  return null;
}
