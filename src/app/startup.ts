import type { QueryClient } from '@tanstack/react-query';
import type { Bootstrap } from '@generated/api/model';
import { getBootstrapData, loadBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { initI18n } from '@/shared/i18n/i18n';
import { storedLanguage } from '@/shared/i18n/language';
import { ensureFingerprint } from '@/shared/session/fingerprint';
import { getSession } from '@/shared/session/session-machine';

export interface StartupSteps {
  loadBootstrap: (queryClient: QueryClient) => Promise<boolean>;
  ensureFingerprint: () => Promise<unknown>;
}

const defaultSteps: StartupSteps = { loadBootstrap, ensureFingerprint };

/** Starts loading the menu icons the bundle names by address; the page does not wait for them. */
function preloadIcons(bootstrap: Bootstrap | null): void {
  const urls = [
    ...(bootstrap?.menuList ?? []).map((item) => item.icon),
    ...(bootstrap?.casinoCategoryList ?? []).map((category) => category.imageUrl),
  ].filter((url): url is string => !!url && /^(https?:|\/|data:image\/)/.test(url));
  if (typeof Image === 'undefined') return;
  for (const url of new Set(urls)) new Image().src = url;
}

// Loaded only for a stored session: the generated customer calls stay off a visitor's first page.
async function prefetchNotifications(queryClient: QueryClient): Promise<void> {
  const { notificationsQueryOptions } = await import('@/shared/notifications/notifications-query');
  await queryClient.prefetchQuery(notificationsQueryOptions());
}

/**
 * The startup order: the content bootstrap and the fingerprint first (the fingerprint
 * is computed only when none is stored); then, in parallel, the language (with the bootstrap's
 * translations), the notifications of a logged-in player and the icons. Site settings, casino
 * categories, domains and the trial bonus amount are read from the bootstrap in the query cache
 * from here on. A bootstrap failure does not stop the site: it starts with the bundled texts and
 * empty menus.
 */
export async function runStartup(queryClient: QueryClient, steps: StartupSteps = defaultSteps) {
  // A referral link's id is kept for registration; plain addresses do not load the code.
  const { search } = globalThis.location;
  if (search) void import('@/features/auth/referral').then((m) => m.captureReferral(search));
  const [bootstrapLoaded] = await Promise.all([
    steps.loadBootstrap(queryClient),
    steps.ensureFingerprint(),
  ]);
  const bootstrap = getBootstrapData(queryClient);
  const [i18n] = await Promise.all([
    initI18n(storedLanguage(), bootstrap?.translationList),
    getSession() ? prefetchNotifications(queryClient) : undefined,
    preloadIcons(bootstrap),
  ]);
  return { i18n, bootstrapLoaded };
}
