import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Promotion } from '@generated/api/model';
import { SafeHtml } from '@/shared/html/safe-html';
import { navigationTarget } from '@/shared/navigation/safe-url';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { closeDialog, type DialogComponentProps } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import styles from './promotion-dialog.module.css';
import { PromotionImage } from './promotion-image';

const close = () => closeDialog('promotion');

/** The promotion detail dialog: image, title, sanitized HTML description. */
export function PromotionDialog({ data }: DialogComponentProps<'promotion'>) {
  return (
    <Dialog name="promotion" title={data.title} size="wide">
      <PromotionDetail promotion={data} />
    </Dialog>
  );
}

interface PromotionDetailProps {
  promotion: Promotion;
}

function PromotionDetail({ promotion }: PromotionDetailProps) {
  const { t } = useTranslation(['content', 'overlays']);
  const target = navigationTarget(promotion.url);
  return (
    <article className={styles.detail}>
      <PromotionImage className={styles.image} src={promotion.imageUrl} />
      <div className={styles.text}>
        <SafeHtml
          html={promotion.description}
          className={styles.description}
          onNavigate={close}
          pending={
            <p className={styles.pending} role="status">
              {t('content.promotion.loading')}
            </p>
          }
          failed={<p role="alert">{t('content.html.failed')}</p>}
        />
        {target?.kind === 'internal' && (
          <Link className={styles.join} to={target.path} onClick={close}>
            {t('content.promotion.join')}
            <Icon name="chevron-right" size={16} />
          </Link>
        )}
        {target?.kind === 'external' && (
          <a className={styles.join} href={target.href} target="_blank" rel="noopener noreferrer">
            {t('content.promotion.join')}
            <Icon name="chevron-right" size={16} />
          </a>
        )}
      </div>
    </article>
  );
}
