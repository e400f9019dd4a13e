import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { getGetGameQueryKey } from '@generated/api/casino/casino';
import { getGetContentListQueryKey, getGetContentQueryKey } from '@generated/api/cms/cms';
import type {
  ContentItemListResponse,
  ContentPageResponse,
  GameResponse,
} from '@generated/api/model';
import { decodePlayLink } from '@/shared/casino/game-codec';
import { withoutDirectionControls } from '@/shared/format/display-text';
import { isApiError } from '@/shared/http/api-error';
import type metaTexts from '@/shared/i18n/locales/en/meta.json';

/** A page of the `meta` namespace: its document title and description (`meta.pages.<page>`). */
export type MetaPage = keyof (typeof metaTexts)['pages'];

/**
 * What a route's data says about its document beyond its titleKey: a route titled
 * `routes.<name>` has the title and description `meta.pages.<name>`. A route marked `noindex` (the
 * play page) is not indexed, nor are its children. The member area is indexable: a visitor (or a
 * crawler) gets the login form there, and Lighthouse's SEO audit of /dashboard/deposit is 100.
 */
export interface RouteMeta {
  /** A private page: `<meta name="robots" content="noindex">` and no canonical link. */
  noindex?: boolean;
  /** The path search engines should index instead (a variant of another page). */
  canonical?: string;
  /** The page's own name, once known: the game of the play address, the content page's title. */
  named?: 'game' | 'page';
}

type Handle = RouteMeta & { titleKey?: string };

function handleOf(route: RouteObject): Handle {
  return typeof route.handle === 'object' && route.handle !== null ? (route.handle as Handle) : {};
}

/** The page of the `meta` texts a route table's match names ('notFound' for the catch-all). */
export function metaPageOf(route: RouteObject): string {
  if (route.path === '*') return 'notFound';
  return handleOf(route).titleKey?.replace(/^routes\./, '') ?? '';
}

/** The id of /pages/{id} as the content page reads it: a positive integer, or null. */
function pageIdOf(raw: string | undefined): number | null {
  const id = raw && /^[1-9]\d*$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

// Every content list in the cache, whatever was asked: the generated key without its request.
const contentListsKey = getGetContentListQueryKey().slice(0, 2);

// The content page's title from the query cache (the page and the static-page menu fetch it):
// a string once known, null when the server has no such page, undefined while it is unknown.
function contentTitle(queryClient: QueryClient, id: number): string | null | undefined {
  const query = queryClient.getQueryCache().find({ queryKey: getGetContentQueryKey({ id }) });
  const page = query?.state.data as ContentPageResponse | undefined;
  if (page?.data?.title) return page.data.title;
  if (page && !page.data) return null;
  const error = query?.state.status === 'error' ? query.state.error : null;
  if (isApiError(error) && error.kind === 'rejected') return null;
  const lists = queryClient.getQueriesData<ContentItemListResponse>({ queryKey: contentListsKey });
  for (const [, list] of lists) {
    const item = list?.data?.find((entry) => entry.id === id);
    if (item?.title) return item.title;
  }
  return undefined;
}

/** What `read` finds in the query cache, read again whenever the cache changes. */
function useFromQueryCache<T extends string | null | undefined>(
  read: (queryClient: QueryClient) => T,
): T {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const snapshot = () => read(queryClient);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

// The game of a play address (its encoded segment) as the server named it (the play page looks
// it up), without direction controls; undefined until then. The address's own name is never
// used: anyone can write it.
function gameName(queryClient: QueryClient, encoded: string | null): string | undefined {
  const link = encoded === null ? null : decodePlayLink(encoded);
  if (!link) return undefined;
  const answer = queryClient.getQueryData<GameResponse>(getGetGameQueryKey(link));
  return answer?.data ? withoutDirectionControls(answer.data.name) : undefined;
}

// index.html carries the site's title and description for the first view; once the route's own
// are in the head (marked data-route), those give way, so the head holds one of each.
function removeStaticTags(): void {
  const selector = 'title:not([data-route]), meta[name="description"]:not([data-route])';
  for (const element of document.head.querySelectorAll(selector)) element.remove();
}

/** The path without a trailing slash ('/spor/' and '/spor' are one page). */
function cleanPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export interface DocumentMetaProps {
  /** The app's route table: the texts come from the matched routes' data. */
  routes: RouteObject[];
}

/**
 * The document's title, description, canonical link and robots rule for the current route, as
 * React puts them in the head: they follow every navigation, language change and, on the play and
 * content pages, the page's own name once it is known.
 */
export function DocumentMeta({ routes }: DocumentMetaProps) {
  const { t, i18n } = useTranslation(['meta']);
  const location = useLocation();
  const matches = (matchRoutes(routes, location) ?? []).filter(
    ({ route }) => metaPageOf(route) !== '',
  );
  const deepest = matches.at(-1);
  const handle = deepest ? handleOf(deepest.route) : {};
  const params = deepest?.params ?? {};

  // /pages/abc and a page the server does not have show the not-found view: so does the head.
  const pageId = handle.named === 'page' ? pageIdOf(params.id) : null;
  const pageTitle = useFromQueryCache((client) =>
    pageId === null ? undefined : contentTitle(client, pageId),
  );
  const missing = handle.named === 'page' && (pageId === null || pageTitle === null);
  const game = useFromQueryCache((client) =>
    gameName(client, handle.named === 'game' ? (params.game ?? '') : null),
  );
  const name = missing || !deepest ? 'notFound' : metaPageOf(deepest.route);
  // A route without texts of its own (a test proves every route has them) reads as the site.
  const page = (i18n.exists(`meta.pages.${name}.title`) ? name : 'home') as MetaPage;

  let title = t(`meta.pages.${page}.title`);
  let description = t(`meta.pages.${page}.description`);
  if (game) {
    title = t('meta.named.game', { name: game });
    description = t('meta.named.gameDescription', { name: game });
  } else if (!missing && typeof pageTitle === 'string') {
    title = t('meta.named.page', { title: pageTitle });
  }
  const noindex =
    page === 'notFound' || matches.some(({ route }) => handleOf(route).noindex === true);
  // Absolute, without query or hash; none on a page search engines should not index.
  const canonical = noindex
    ? null
    : new URL(handle.canonical ?? cleanPath(location.pathname), globalThis.location.origin).href;
  useEffect(removeStaticTags, []);

  return (
    <>
      <title data-route="">{title}</title>
      <meta name="description" content={description} data-route="" />
      {canonical !== null && <link rel="canonical" href={canonical} />}
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
