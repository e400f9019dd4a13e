import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog/dialog';
import {
  useOpenDialog,
  type DialogComponentProps,
  type DialogName,
} from '@/shared/ui/dialog/dialog-store';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { lazyPart, type LazyPart } from '@/shared/ui/lazy-part';
import { Spinner } from '@/shared/ui/spinner';

type DialogComponents = {
  [N in DialogName]: LazyPart<DialogComponentProps<N>>;
};

// The SMS dialog verifies the phone; 'phoneVerification' opens the same dialog.
const smsDialog = lazyPart<{ data: undefined }>(
  () => import('@/features/auth/sms-verification-dialog').then((m) => m.SmsVerificationDialog),
  ['auth', 'validation'],
);

// Which component each dialog is; each loads on first use.
export const dialogs: DialogComponents = {
  login: lazyPart(
    () => import('@/features/auth/login-dialog').then((m) => m.LoginDialog),
    ['auth', 'validation'],
  ),
  register: lazyPart(
    () => import('@/features/auth/register-dialog').then((m) => m.RegisterDialog),
    ['auth', 'validation'],
  ),
  recovery: lazyPart(
    () => import('@/features/recovery/recovery-dialog').then((m) => m.RecoveryDialog),
    ['recovery', 'validation'],
  ),
  changePassword: lazyPart(
    () => import('@/features/account/change-password-dialog').then((m) => m.ChangePasswordDialog),
    ['account', 'validation'],
  ),
  smsVerification: smsDialog,
  phoneVerification: smsDialog,
  notifications: lazyPart(
    () =>
      import('@/features/notifications/notifications-dialog').then((m) => m.NotificationsDialog),
    ['wallet'],
  ),
  promotion: lazyPart(
    () => import('@/features/promotions/promotion-dialog').then((m) => m.PromotionDialog),
    ['content'],
  ),
  // The dynamic deposit and withdraw dialogs: the payment method's id, type and title.
  deposit: lazyPart(
    () => import('@/features/wallet/payment-dialog').then((m) => m.DepositDialog),
    ['wallet', 'validation'],
  ),
  withdraw: lazyPart(
    () => import('@/features/wallet/payment-dialog').then((m) => m.WithdrawDialog),
    ['wallet', 'validation'],
  ),
  imagePopup: lazyPart(
    () => import('@/features/image-popup/image-popup-dialog').then((m) => m.ImagePopupDialog),
    ['content'],
  ),
  play: lazyPart(() => import('@/features/play/play-modal').then((m) => m.PlayModal), ['play']),
  cancelWithdraw: lazyPart(
    () => import('@/features/history/cancel-withdraw-dialog').then((m) => m.CancelWithdrawDialog),
    ['history'],
  ),
  realityCheck: lazyPart(
    () => import('@/features/protection/reality-check-dialog').then((m) => m.RealityCheckDialog),
    ['protection'],
  ),
};

/** Renders the one open dialog (the dialog store keeps it to one). */
export function DialogHost() {
  const { t } = useTranslation(['common', 'overlays']);
  const open = useOpenDialog();
  if (!open) return null;
  // The map ties each name to its data's type; TypeScript cannot follow that through the union.
  const Component = dialogs[open.name] as ComponentType<{ data: unknown }>;
  const title = t(`overlays.dialogs.${open.name}`);
  // Its frame while the dialog's code and texts load; the loaded dialog then takes its place.
  const loading = (
    <Dialog name={open.name} title={title} busy>
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
    <ErrorBoundary key={open.name} fallback={failed}>
      <Suspense fallback={loading}>
        <Component data={open.data} />
      </Suspense>
    </ErrorBoundary>
  );
}
