import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useOpenDialog,
  type DialogComponentProps,
  type DialogName,
} from '@/shared/dialogs/dialog-store';
import { withTexts } from '@/shared/i18n/text-areas';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { retryImport } from '@/shared/ui/retry-import';
import { Spinner } from '@/shared/ui/spinner';
import { RouteErrorBoundary } from '../route-error-boundary';
import { PendingDialog } from './pending-dialog';

type DialogComponent = LazyExoticComponent<ComponentType<DialogComponentProps>> | null;

function lazyDialog(load: () => Promise<ComponentType<DialogComponentProps>>): DialogComponent {
  return lazy(async () => ({ default: await retryImport(load) }));
}

// The SMS dialog verifies the phone (spec 2.6); 'phoneVerification' opens the same dialog.
const smsDialog = lazyDialog(() =>
  withTexts(['auth', 'validation'], () => import('@/features/auth/sms-verification-dialog')).then(
    (m) => m.SmsVerificationDialog,
  ),
);

// The dynamic deposit and withdraw dialogs (spec 2.6: id, type, title).
const paymentDialog = (which: 'DepositDialog' | 'WithdrawDialog') =>
  lazyDialog(() =>
    withTexts(['wallet', 'validation'], () => import('@/features/wallet/payment-dialog')).then(
      (m) => m[which],
    ),
  );

// Which component each dialog of spec 2.6 is; each loads on first use. `null`: the frame is
// final and its body comes with a later release.
const dialogs: Record<DialogName, DialogComponent> = {
  login: lazyDialog(() =>
    withTexts(['auth', 'validation'], () => import('@/features/auth/login-dialog')).then(
      (m) => m.LoginDialog,
    ),
  ),
  register: lazyDialog(() =>
    withTexts(['auth', 'validation'], () => import('@/features/auth/register-dialog')).then(
      (m) => m.RegisterDialog,
    ),
  ),
  recovery: lazyDialog(() =>
    withTexts(['recovery', 'validation'], () => import('@/features/recovery/recovery-dialog')).then(
      (m) => m.RecoveryDialog,
    ),
  ),
  changePassword: lazyDialog(() =>
    withTexts(
      ['account', 'validation'],
      () => import('@/features/account/change-password-dialog'),
    ).then((m) => m.ChangePasswordDialog),
  ),
  smsVerification: smsDialog,
  phoneVerification: smsDialog,
  notifications: lazyDialog(() =>
    withTexts(['wallet'], () => import('@/features/notifications/notifications-dialog')).then(
      (m) => m.NotificationsDialog,
    ),
  ),
  promotion: lazyDialog(() =>
    withTexts(['content'], () => import('@/features/promotions/promotion-dialog')).then(
      (m) => m.PromotionDialog,
    ),
  ),
  deposit: paymentDialog('DepositDialog'),
  withdraw: paymentDialog('WithdrawDialog'),
  imagePopup: lazyDialog(() =>
    withTexts(['content'], () => import('@/features/image-popup/image-popup-dialog')).then(
      (m) => m.ImagePopupDialog,
    ),
  ),
  play: lazyDialog(() =>
    withTexts(['play'], () => import('@/features/play/play-modal')).then((m) => m.PlayModal),
  ),
};

/** Renders the one open dialog (the dialog store keeps it to one, spec 2.6). */
export function DialogHost() {
  const { t } = useTranslation();
  const open = useOpenDialog();
  if (!open) return null;
  const Component = dialogs[open.name];
  if (!Component) return <PendingDialog key={open.name} name={open.name} />;
  const title = t(`overlays.dialogs.${open.name}`);
  const loading = (
    <Dialog name={open.name} title={title}>
      <Spinner />
    </Dialog>
  );
  // A dialog that fails to load or render says so in its own frame; the page stays usable.
  const failed = (
    <Dialog name={open.name} title={title}>
      <p role="alert">{t('page.errorText')}</p>
    </Dialog>
  );
  return (
    <RouteErrorBoundary key={open.name} fallback={failed}>
      <Suspense fallback={loading}>
        <Component data={open.data} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
