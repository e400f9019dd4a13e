import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/shared/config/paths';
import { lazyPart } from '@/shared/ui/lazy-part';
import type { RouteHandle } from '@/shared/ui/route-handle';
import type { RouteMeta } from './shell/document-meta';
import { ShellLayout } from './shell/shell-layout';

// Every route of the site. Page modules load lazily so the first page stays small; the
// declarative router (useRoutes) is used rather than the data router, which weighs ~17 KB gzip
// more on the first page.

const HomePage = lazyPart(() => import('@/features/home/home-page').then((m) => m.HomePage));
const SportsPage = lazyPart(
  () => import('@/features/sports/sports-page').then((m) => m.SportsPage),
  ['sports'],
);
const CasinoPage = lazyPart(
  () => import('@/features/casino/casino-page').then((m) => m.CasinoPage),
  ['casino'],
);
const PlayPage = lazyPart(
  () => import('@/features/play/play-page').then((m) => m.PlayPage),
  ['play'],
);
const PromotionsPage = lazyPart(
  () => import('@/features/promotions/promotions-page').then((m) => m.PromotionsPage),
  ['content'],
);
const ContentPage = lazyPart(
  () => import('@/features/content-pages/content-page').then((m) => m.ContentPage),
  ['content'],
);
const NotFoundPage = lazyPart(() => import('./not-found-page').then((m) => m.NotFoundPage));
// The member area's histories, with the history texts.
const historyPages = () => import('@/features/history/history-pages');
const FinancialActivitiesPage = lazyPart(
  () => historyPages().then((m) => m.FinancialActivitiesPage),
  ['history'],
);
const GameHistoryPage = lazyPart(() => historyPages().then((m) => m.GameHistoryPage), ['history']);
const BonusesPage = lazyPart(() => historyPages().then((m) => m.BonusesPage), ['history']);
// The bonus code is a form: it brings the form error texts too.
const ClaimBonusPage = lazyPart(
  () => import('@/features/history/claim-bonus-page').then((m) => m.ClaimBonusPage),
  ['history', 'validation'],
);
const SessionHistoryPage = lazyPart(
  () => historyPages().then((m) => m.SessionHistoryPage),
  ['history'],
);
// Player protection: limits, reality check, break and self-exclusion (forms).
const ResponsibleGamingPage = lazyPart(
  () =>
    import('@/features/protection/responsible-gaming-page').then((m) => m.ResponsibleGamingPage),
  ['protection', 'validation'],
);
// The account pages show forms: they bring the form error texts with them.
const AccountPage = lazyPart(
  () => import('@/features/account/account-page').then((m) => m.AccountPage),
  ['account'],
);
const PhoneVerificationPage = lazyPart(
  () => import('@/features/account/phone-verification-page').then((m) => m.PhoneVerificationPage),
  ['account', 'validation'],
);
const PaymentMethodsPage = lazyPart(
  () => import('@/features/wallet/payment-methods-page').then((m) => m.PaymentMethodsPage),
  ['wallet'],
);
const ChangePasswordPage = lazyPart(
  () => import('@/features/account/change-password-page').then((m) => m.ChangePasswordPage),
  ['account', 'validation'],
);

// A route's handle names its breadcrumb and its document's title and description (the texts
// meta.pages.<name> of its titleKey routes.<name>); RouteMeta adds what differs.
function page(path: string, Page: ComponentType, handle: RouteHandle & RouteMeta): RouteObject {
  return { path, element: <Page />, handle };
}

const dashboardPages: Array<[string, RouteHandle['titleKey'], ComponentType]> = [
  [paths.account, 'routes.account', AccountPage],
  [paths.phoneVerification, 'routes.phoneVerification', PhoneVerificationPage],
  [paths.deposit, 'routes.deposit', PaymentMethodsPage],
  [paths.withdraw, 'routes.withdraw', PaymentMethodsPage],
  [paths.changePassword, 'routes.changePassword', ChangePasswordPage],
  [paths.financialActivities, 'routes.financialActivities', FinancialActivitiesPage],
  [paths.gameHistory, 'routes.gameHistory', GameHistoryPage],
  [paths.claimBonus, 'routes.claimBonus', ClaimBonusPage],
  [paths.bonuses, 'routes.bonuses', BonusesPage],
  [paths.sessionHistory, 'routes.sessionHistory', SessionHistoryPage],
  [paths.responsibleGaming, 'routes.responsibleGaming', ResponsibleGamingPage],
];

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <ShellLayout />,
    handle: { titleKey: 'routes.home' } satisfies RouteHandle,
    children: [
      { index: true, element: <HomePage /> },
      page(paths.sports, SportsPage, { titleKey: 'routes.sports' }),
      // The short-menu variants show the same pages: search engines index the full ones.
      page(paths.sportsShort, SportsPage, { titleKey: 'routes.sports', canonical: paths.sports }),
      page(paths.liveSports, SportsPage, { titleKey: 'routes.liveSports' }),
      page(paths.liveSportsShort, SportsPage, {
        titleKey: 'routes.liveSports',
        canonical: paths.liveSports,
      }),
      page(paths.esports, SportsPage, { titleKey: 'routes.esports' }),
      page(paths.casinoSlot, CasinoPage, { titleKey: 'routes.casinoSlot' }),
      page(paths.casinoLive, CasinoPage, { titleKey: 'routes.casinoLive' }),
      page(paths.casinoGames, CasinoPage, { titleKey: 'routes.casinoGames' }),
      page(paths.casinoBingo, CasinoPage, { titleKey: 'routes.casinoBingo' }),
      page(paths.casinoTvBets, CasinoPage, { titleKey: 'routes.casinoTvBets' }),
      // A player's game session, named after the game: not a page for search engines.
      page(paths.casinoPlay(':game'), PlayPage, {
        titleKey: 'routes.play',
        named: 'game',
        noindex: true,
      }),
      page(paths.promotions, PromotionsPage, { titleKey: 'routes.promotions' }),
      page(paths.page(':id'), ContentPage, { titleKey: 'routes.page', named: 'page' }),
      {
        path: paths.dashboard,
        handle: { titleKey: 'routes.dashboard', guarded: true } satisfies RouteHandle,
        children: [
          { index: true, element: <AccountPage /> },
          ...dashboardPages.map(([path, titleKey, Page]) =>
            page(path, Page, { titleKey, guarded: true }),
          ),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
