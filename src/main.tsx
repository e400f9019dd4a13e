import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { prefetchPageCode, preloadPage } from '@/app/page-preload';
import { createQueryClient } from '@/app/query-client';
import { runStartup } from '@/app/startup';
import { followOtherTabs } from '@/shared/session/follow-other-tabs';
import { forgetSession, startSession } from '@/shared/session/session-machine';
import '@/app/theme.css';

async function start(): Promise<void> {
  // Another tab's logout or login is followed from the moment the stored session was read (in
  // the same task, as the modules loaded), before anything waits, so none made while this tab
  // loads is missed.
  followOtherTabs();
  // The start-up below runs in a task of its own, after the one that evaluated the modules: two
  // shorter tasks instead of one long one, so a tap or a paint can come between them.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Mock mode only: the in-browser backend and its QA scenarios. MODE is replaced at build time,
  // so the production build folds this to `if (false)` and ships no mock code (a test checks dist/).
  const mock =
    import.meta.env.MODE === 'mock'
      ? await import('../mocks/browser').then(({ startMockBackend }) => startMockBackend())
      : undefined;
  // A scenario chosen by address may start with a player logged in, or with none.
  if (mock?.session === null) forgetSession();
  else if (mock?.session) startSession(mock.session);
  const queryClient = createQueryClient();
  const { pathname } = globalThis.location;
  prefetchPageCode(pathname);
  const { i18n } = await runStartup(queryClient);
  await preloadPage(pathname);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // The page frame of index.html is on screen already: React renders the app as a transition, in
  // small slices that leave the phone free to answer a tap, and replaces the frame when done.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} i18n={i18n} />
      </StrictMode>,
    );
  });
  mock?.showScenarioSwitcher(i18n);
}

void start();
