import { screen } from '@testing-library/react';

// Waits for what loads lazily (pages, dialogs, their texts): the first load of a part in a test
// file transforms its modules, which on a busy machine (another build, a CPU hog beside the run)
// has taken over 10 s. A wait for what the user would see costs nothing when it comes at once, so
// it is generous: the tests fail on the code, never on the machine's load.
export const LAZY = { timeout: 30_000 };

/** The page's title (its one h1), once the lazy page has loaded. */
export function findPageTitle(name?: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('heading', name === undefined ? { level: 1 } : { level: 1, name }, LAZY);
}
