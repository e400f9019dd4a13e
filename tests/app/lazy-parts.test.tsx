import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TransactionStatus, TransactionType, type Game } from '@generated/api/model';
import { promotionList } from '@mocks/data/content-data';
import { gameAt } from '@mocks/data/games-data';
import { dialogs } from '@/app/dialogs/dialog-host';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { shellParts } from '@/app/shell/deferred-parts';
import { sessionClock } from '@/app/shell/session-clock-slot';
import { encodeGame } from '@/shared/casino/game-codec';
import { initI18n, startupNamespaces, type Namespace } from '@/shared/i18n/i18n';
import type { DialogData } from '@/shared/ui/dialog/dialog-store';
import type { LazyPart } from '@/shared/ui/lazy-part';
import { logInAs } from '../session-helpers';

// Every lazy part declares the namespaces it shows (lazyPart(load, namespaces)). Rendered with
// the first view's texts and only those, a part must ask for no other namespace and miss no key:
// a forgotten declaration fails here, not on a slow phone.

function gameOf(category: number): Game {
  const game = gameAt(category, 0);
  if (!game) throw new Error(`the mock data has no game in category ${category}`);
  return game;
}

interface Placement {
  props?: object;
  url?: string;
  path?: string;
  /** Namespaces of the part it renders inside (a dialog inside the dialog host). */
  within?: readonly Namespace[];
}

async function renderAlone(
  part: LazyPart<object>,
  { props = {}, url = '/', path = '*', within = [] }: Placement = {},
) {
  const i18n = await initI18n('en');
  await i18n.loadNamespaces([...part.namespaces]);
  const missing: string[] = [];
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, namespace, key) => {
    missing.push(`${namespace}:${key}`);
  };
  const Component = (await part.load()) as ComponentType<object>;
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={<p>waiting for texts</p>}>
          <Routes>
            <Route path={path} element={<Component {...props} />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </AppProviders>,
  );
  await waitFor(() => {
    expect(screen.queryByText('waiting for texts')).not.toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
  });
  const declared = new Set<string>([...startupNamespaces, ...within, ...part.namespaces]);
  // react-i18next notes every namespace a useTranslation asked for.
  const { reportNamespaces } = i18n as { reportNamespaces?: { getUsedNamespaces(): string[] } };
  const used = reportNamespaces?.getUsedNamespaces() ?? [];
  return { undeclared: used.filter((namespace) => !declared.has(namespace)), missing };
}

// The route pages, with an address each can show.
function pages(list: RouteObject[], parent = ''): Array<[string, LazyPart<object>]> {
  return list.flatMap((route) => {
    const own = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    const path = route.index ? parent : own.replace(/\/+/g, '/');
    const type = (route.element as { type?: unknown } | undefined)?.type;
    const page: Array<[string, LazyPart<object>]> =
      typeof type === 'function' && 'load' in type ? [[path || '/', type as LazyPart<object>]] : [];
    return [...page, ...pages(route.children ?? [], path)];
  });
}
const addressOf = (path: string) =>
  path
    .replace(':game', encodeGame(gameOf(7)))
    .replace(':id', '1')
    .replace('*', 'no-such-page');

const dialogData: { [N in keyof DialogData]: DialogData[N] } = {
  login: undefined,
  register: undefined,
  recovery: undefined,
  changePassword: undefined,
  smsVerification: undefined,
  phoneVerification: undefined,
  notifications: undefined,
  promotion: promotionList('en')[0] ?? (undefined as never),
  deposit: { id: 1, type: TransactionType.Deposit, title: 'Papara' },
  withdraw: undefined,
  imagePopup: { url: '/promotions', images: [{ url: 'data:image/png;base64,c21hbGw=' }] },
  play: gameOf(7),
  cancelWithdraw: {
    id: 90412,
    time: '2026-11-23T18:42:10Z',
    type: TransactionType.Withdraw,
    amount: 750,
    method: 'Papara',
    status: TransactionStatus.Pending,
  },
  realityCheck: { startedAt: '2026-11-23T18:00:00Z', checks: 1 },
};

describe('each lazy part renders with only the namespaces it declares', () => {
  it.each(pages(routes))('the page %s', async (path, part) => {
    await logInAs();
    expect(await renderAlone(part, { url: addressOf(path), path })).toEqual({
      undeclared: [],
      missing: [],
    });
  });

  it.each(Object.keys(dialogs) as Array<keyof DialogData>)('the %s dialog', async (name) => {
    await logInAs();
    const part = dialogs[name] as LazyPart<object>;
    const host = shellParts.DialogHost.part;
    const placement = { props: { data: dialogData[name] }, within: host.namespaces };
    expect(await renderAlone(part, placement)).toEqual({ undeclared: [], missing: [] });
  });

  // The shell's deferred parts, and the session clock that the header and profile panel show.
  const parts = Object.entries({ ...shellParts, SessionClock: sessionClock });
  it.each(parts)('the shell part %s', async (_name, { part }) => {
    await logInAs();
    expect(await renderAlone(part)).toEqual({ undeclared: [], missing: [] });
  });

  it('fails a part that forgets a namespace it shows', async () => {
    const bottomBar = shellParts.MobileBottomBar.part;
    const forgetful = { load: bottomBar.load, namespaces: [] } as unknown as LazyPart<object>;
    expect((await renderAlone(forgetful)).undeclared).toEqual(['mobile']);
  });
});
