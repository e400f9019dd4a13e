// The named mock scenarios QA and front-end developers choose with `?scenario=a,b` (mock mode),
// each with a one-line description. Pure data, so `npm run scenarios` prints it under plain Node;
// what each one does is in behaviours.ts, which must cover every name here (the type checks it).
// `includes` are applied first: a scenario about a player's notifications logs `demo` in.

export interface ScenarioInfo {
  name: string;
  description: string;
  includes?: readonly string[];
}

export const namedScenarios = [
  {
    name: 'happy',
    description: 'Everything works: the seeded backend, where demo / demo123 can log in.',
  },
  {
    name: 'new-visitor',
    description: 'A first visit: no session, no language chosen, no image popup seen yet.',
  },
  {
    name: 'returning-player',
    description: 'demo (balance 1.250,75 ₺) is still logged in from an earlier visit.',
  },
  {
    name: 'login-fails',
    description:
      'Every login is refused with the server message "Kullanıcı adı veya şifre hatalı.".',
  },
  {
    name: 'username-taken',
    description: 'Every registration is refused: "Bu kullanıcı adı zaten kullanılıyor.".',
  },
  {
    name: 'session-expired',
    description: "demo's stored session has expired: the next call with its token answers 401.",
    includes: ['returning-player'],
  },
  {
    name: 'bootstrap-fails',
    description: 'The startup bundle (cms/grouped) answers 500: bundled texts, empty menus.',
  },
  {
    name: 'no-trial-bonus',
    description: 'The startup bundle offers no trial bonus (amount 0): Sign Up has no bonus box.',
  },
  {
    name: 'empty-notifications',
    description: 'demo is logged in and has no notifications at all.',
    includes: ['returning-player'],
  },
  {
    name: 'many-unread',
    description: 'demo is logged in with 12 unread notifications: the bell shows 9+.',
    includes: ['returning-player'],
  },
  {
    name: 'deposit-redirect',
    description: 'Every deposit answers with a payment page address, opened in a new tab.',
    includes: ['returning-player'],
  },
  {
    name: 'deposit-message',
    description: 'Every deposit answers with a message (no address), shown in the dialog.',
    includes: ['returning-player'],
  },
  {
    name: 'deposit-no-fields',
    description: 'Every deposit method has no fields: the dialog shows only its Deposit button.',
    includes: ['returning-player'],
  },
  {
    name: 'withdraw-fails',
    description: 'Every withdrawal is refused: "Bakiyeniz bu çekim için yetersiz.".',
    includes: ['returning-player'],
  },
  {
    name: 'launch-fails',
    description: 'Every game launch of the six providers is refused with the server message.',
    includes: ['returning-player'],
  },
  {
    name: 'empty-history',
    description:
      'demo is logged in with no transactions, game rounds, bonuses or past sessions at all.',
    includes: ['returning-player'],
  },
  {
    name: 'history-fails',
    description:
      'demo is logged in and every history call (money, games, sessions, bonuses) answers 500.',
    includes: ['returning-player'],
  },
  {
    name: 'many-bonuses',
    description: 'demo is logged in with 24 bonuses in every processing status.',
    includes: ['returning-player'],
  },
  {
    name: 'deposit-limit-reached',
    description:
      "demo is logged in and today's deposits have used the whole daily deposit limit (100,00 ₺).",
    includes: ['returning-player'],
  },
  {
    name: 'reality-check-due',
    description:
      'demo is logged in, reminded every 15 minutes, 15 minutes into the session: the reality check shows within seconds.',
    includes: ['returning-player'],
  },
  {
    name: 'on-break',
    description: 'demo took a 24-hour break: a visitor, and logging in as demo is refused.',
  },
  {
    name: 'limit-alert',
    description:
      'demo is logged in and the hub pushes a LimitAlert: 80 % of the daily deposit limit used.',
    includes: ['returning-player'],
  },
  {
    name: 'slow-network',
    description: 'Every call answers 2 s late (loading states stay visible).',
  },
  {
    name: 'server-errors',
    description: 'Every call answers 500 Internal Server Error.',
  },
  {
    name: 'offline',
    description: 'Every call fails at the network, as with no connection.',
  },
  {
    name: 'not-main-domain',
    description: 'The site is not on its main domain: the header offers the current address.',
  },
  {
    name: 'hub-push',
    description: 'demo is logged in and the realtime hub pushes a notification every 5 s.',
    includes: ['returning-player'],
  },
] as const satisfies readonly ScenarioInfo[];

export type NamedScenario = (typeof namedScenarios)[number]['name'];
