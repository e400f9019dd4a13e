import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Popup } from '@generated/api/model';
import { navigationTarget } from '@/shared/navigation/safe-url';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { closeDialog, type DialogComponentProps } from '@/shared/ui/dialog/dialog-store';
import styles from './image-popup-dialog.module.css';

// The popup's three sizes: default, and the larger ones from these widths.
const MEDIUM_MEDIA = '(min-width: 768px)';
const LARGE_MEDIA = '(min-width: 1200px)';

/** The image popup: three sizes; a click closes it and follows its url. */
export function ImagePopupDialog({ data }: DialogComponentProps<'imagePopup'>) {
  const { t } = useTranslation(['content', 'overlays']);
  return (
    <Dialog name="imagePopup" title={t('overlays.dialogs.imagePopup')} hideTitle size="wide">
      <PopupPicture popup={data} />
    </Dialog>
  );
}

interface PopupPictureProps {
  popup: Popup;
}

function PopupPicture({ popup }: PopupPictureProps) {
  const { t } = useTranslation(['content', 'overlays']);
  const navigate = useNavigate();
  // Only same-site paths and http(s) addresses are followed; anything else keeps the current page.
  const target = navigationTarget(popup.url);
  const [small, medium, large] = popup.images;

  const follow = () => {
    closeDialog('imagePopup');
    if (target?.kind === 'internal') void navigate(target.path);
    else if (target?.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
  };

  return (
    <button
      type="button"
      className={styles.frame}
      aria-label={target ? t('content.popup.open') : t('content.popup.close')}
      onClick={follow}
    >
      <picture>
        {large && <source media={LARGE_MEDIA} srcSet={large.url} width={1200} height={800} />}
        {medium && <source media={MEDIUM_MEDIA} srcSet={medium.url} width={768} height={600} />}
        <img
          className={styles.image}
          src={small?.url}
          alt=""
          width={480}
          height={600}
          decoding="async"
        />
      </picture>
    </button>
  );
}
