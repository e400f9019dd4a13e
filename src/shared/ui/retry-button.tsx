import { useTranslation } from 'react-i18next';

export interface RetryButtonProps {
  className?: string;
  onRetry: () => void;
  /** True while the retry is under way: the button waits. */
  retrying?: boolean;
}

/** The "try again" button of a failed part (a section, a page, the page menu). */
export function RetryButton({ className, onRetry, retrying = false }: RetryButtonProps) {
  const { t } = useTranslation(['common']);
  return (
    <button type="button" className={className} disabled={retrying} onClick={onRetry}>
      {t('page.retry')}
    </button>
  );
}
