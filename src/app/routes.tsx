import type { RouteObject } from 'react-router';
import { paths } from '@/shared/config/paths';
import type { RouteHandle } from '@/shared/ui/route-handle';
import { Spinner } from '@/shared/ui/spinner';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
import { ShellLayout } from './shell/shell-layout';

// Every route of site-spec 2.1. Page modules load lazily so the first page stays small.
const home = () => import('@/features/home/home-page').then((m) => ({ Component: m.HomePage }));
const sports = () =>
  import('@/features/sports/sports-page').then((m) => ({ Component: m.SportsPage }));
const casino = () =>
  import('@/features/casino/casino-page').then((m) => ({ Component: m.CasinoPage }));
const play = () => import('@/features/casino/play-page').then((m) => ({ Component: m.PlayPage }));
const promotions = () =>
  import('@/features/promotions/promotions-page').then((m) => ({ Component: m.PromotionsPage }));
const content = () =>
  import('@/features/content-pages/content-page').then((m) => ({ Component: m.ContentPage }));
const dashboard = () =>
  import('@/features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage }));

function page(path: string, lazy: RouteObject['lazy'], handle: RouteHandle): RouteObject {
  return { path, lazy, handle };
}

const dashboardPages: Array<[string, RouteHandle['titleKey']]> = [
  [paths.account, 'routes.account'],
  [paths.phoneVerification, 'routes.phoneVerification'],
  [paths.deposit, 'routes.deposit'],
  [paths.withdraw, 'routes.withdraw'],
  [paths.changePassword, 'routes.changePassword'],
  [paths.financialActivities, 'routes.financialActivities'],
  [paths.gameHistory, 'routes.gameHistory'],
  [paths.claimBonus, 'routes.claimBonus'],
  [paths.bonuses, 'routes.bonuses'],
  [paths.sessionHistory, 'routes.sessionHistory'],
];

export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: ShellLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: Spinner,
    handle: { titleKey: 'routes.home' } satisfies RouteHandle,
    children: [
      { index: true, lazy: home },
      page(paths.sports, sports, { titleKey: 'routes.sports' }),
      page(paths.sportsShort, sports, { titleKey: 'routes.sports' }),
      page(paths.liveSports, sports, { titleKey: 'routes.liveSports' }),
      page(paths.liveSportsShort, sports, { titleKey: 'routes.liveSports' }),
      page(paths.esports, sports, { titleKey: 'routes.esports' }),
      page(paths.casinoSlot, casino, { titleKey: 'routes.casinoSlot' }),
      page(paths.casinoLive, casino, { titleKey: 'routes.casinoLive' }),
      page(paths.casinoGames, casino, { titleKey: 'routes.casinoGames' }),
      page(paths.casinoBingo, casino, { titleKey: 'routes.casinoBingo' }),
      page(paths.casinoTvBets, casino, { titleKey: 'routes.casinoTvBets' }),
      page(paths.casinoPlay(':game'), play, { titleKey: 'routes.play' }),
      page(paths.promotions, promotions, { titleKey: 'routes.promotions' }),
      page(paths.page(':id'), content, { titleKey: 'routes.page' }),
      {
        path: paths.dashboard,
        handle: { titleKey: 'routes.dashboard', guarded: true } satisfies RouteHandle,
        children: [
          { index: true, lazy: dashboard },
          ...dashboardPages.map(([path, titleKey]) =>
            page(path, dashboard, { titleKey, guarded: true }),
          ),
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
