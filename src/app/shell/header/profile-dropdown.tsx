import { Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { useSession } from '@/shared/session/session-machine';
import { Icon } from '@/shared/ui/icon';
import { lazyPart } from '@/shared/ui/lazy-part';
import { closePanel, togglePanel, useIsPanelOpen } from '@/shared/ui/panel-store';
import { Spinner } from '@/shared/ui/spinner';
import styles from './profile-dropdown.module.css';

// The menu loads when first opened.
const ProfileMenu = lazyPart(
  () => import('../profile/profile-menu').then((m) => m.ProfileMenu),
  ['mobile'],
);

/** The desktop profile dropdown: name and balance, opening the profile menu. */
export function ProfileDropdown() {
  const { t } = useTranslation();
  const session = useSession();
  const open = useIsPanelOpen('profileDropdown');
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) closePanel('profileDropdown');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closePanel('profileDropdown');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!session) return null;
  return (
    <div ref={root} className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        // 'Profile: demo ₺1.250,75': the name holds what the button shows (a voice user says what they see).
        aria-label={`${t('shell.header.profile')}: ${session.username} ${formatMoney(session.balance)}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => togglePanel('profileDropdown')}
      >
        <span className={styles.avatar} aria-hidden="true">
          <Icon name="user" size={18} />
        </span>
        <span className={styles.who}>
          <span className={styles.name}>{session.username}</span>
          <span className={styles.balance}>{formatMoney(session.balance)}</span>
        </span>
        <Icon name="chevron-down" size={16} />
      </button>
      {open && (
        <div id={menuId} className={styles.popup}>
          <Suspense fallback={<Spinner />}>
            <ProfileMenu variant="dropdown" />
          </Suspense>
        </div>
      )}
    </div>
  );
}
