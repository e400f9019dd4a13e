import { screen } from '@testing-library/react';

// Waits for what loads lazily (pages, dialogs, their texts): the first load of a part in a test
// file transforms its modules and may take seconds on a busy machine.
export const LAZY = { timeout: 10_000 };

/** The page's title (its one h1), once the lazy page has loaded. */
export function findPageTitle(name?: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('heading', name === undefined ? { level: 1 } : { level: 1, name }, LAZY);
}
