import type { ParseKeys } from 'i18next';
import { paths } from '@/shared/config/paths';

export interface DashboardLink {
  to: string;
  labelKey: ParseKeys;
  icon: string;
}

// The dashboard menu, in order. The profile dropdown lists these; the dashboard menu
// adds Notifications (a bottom sheet) and Logout (an action).
export const dashboardLinks: readonly DashboardLink[] = [
  { to: paths.account, labelKey: 'routes.account', icon: 'user' },
  { to: paths.deposit, labelKey: 'routes.deposit', icon: 'deposit' },
  { to: paths.withdraw, labelKey: 'routes.withdraw', icon: 'withdraw' },
  { to: paths.phoneVerification, labelKey: 'routes.phoneVerification', icon: 'phone' },
  { to: paths.changePassword, labelKey: 'routes.changePassword', icon: 'lock' },
  { to: paths.financialActivities, labelKey: 'routes.financialActivities', icon: 'list' },
  { to: paths.gameHistory, labelKey: 'routes.gameHistory', icon: 'history' },
  { to: paths.claimBonus, labelKey: 'routes.claimBonus', icon: 'gift' },
  { to: paths.bonuses, labelKey: 'routes.bonuses', icon: 'star' },
  { to: paths.sessionHistory, labelKey: 'routes.sessionHistory', icon: 'clock' },
  { to: paths.responsibleGaming, labelKey: 'routes.responsibleGaming', icon: 'shield' },
];
