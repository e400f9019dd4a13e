import { useTranslation } from 'react-i18next';
import { showToast } from '@/shared/toast/toast';
import styles from './payment-dialog.module.css';

/** Fields whose value players usually copy from elsewhere get a paste button. */
const PASTE_KEYS = new Set(['iban', 'cardno']);

/** Whether a payment field (by its key) gets the paste button, masked or not. */
export function takesPaste(key: string): boolean {
  return PASTE_KEYS.has(key.toLowerCase());
}

export interface PasteButtonProps {
  onPaste: (text: string) => void;
}

/** Reads the clipboard into a field; a refusal by the browser is said, with the other ways. */
export function PasteButton({ onPaste }: PasteButtonProps) {
  const { t } = useTranslation(['wallet']);
  return (
    <button
      type="button"
      className={styles.paste}
      onClick={() => {
        const read = navigator.clipboard?.readText?.bind(navigator.clipboard);
        if (!read) {
          void showToast.error(t('wallet.payment.pasteRefused'));
          return;
        }
        read().then(
          (pasted) => onPaste(pasted.trim()),
          () => void showToast.error(t('wallet.payment.pasteRefused')),
        );
      }}
    >
      {t('wallet.payment.paste')}
    </button>
  );
}
