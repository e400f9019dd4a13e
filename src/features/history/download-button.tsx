import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import styles from './history-page.module.css';

export interface DownloadButtonProps {
  /** True while the file is being put together: the button waits and says so. */
  downloading: boolean;
  /** Nothing to export (an empty period, or the list not there yet). */
  disabled: boolean;
  onDownload: () => void;
}

/** A history page's "Download CSV" beside its heading. */
export function DownloadButton({ downloading, disabled, onDownload }: DownloadButtonProps) {
  const { t } = useTranslation(['history']);
  return (
    <button
      type="button"
      className={styles.headerAction}
      onClick={onDownload}
      disabled={downloading || disabled}
      aria-busy={downloading || undefined}
    >
      <Icon name="download" size={16} />
      {downloading ? t('history.financial.downloading') : t('history.financial.download')}
    </button>
  );
}
