import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import type { Bootstrap } from '@generated/api/model';
import { mockBootstrap } from '../data/bootstrap-data';
import { ok } from './envelope';

// Changes scenarios make to the startup bundle; they compose (no trial bonus and another domain).
let adjustments: Array<(bootstrap: Bootstrap) => Bootstrap> = [];

export function adjustBootstrap(adjust: (bootstrap: Bootstrap) => Bootstrap): void {
  adjustments = [...adjustments, adjust];
}

export function resetBootstrap(): void {
  adjustments = [];
}

// The startup bundle. Its current domain is the one the site is served from, so the site counts
// as being on its main domain (the not-main-domain scenario changes that).
export const bootstrapHandlers = [
  getGetBootstrapMockHandler(({ request }) =>
    ok(
      adjustments.reduce(
        (bootstrap, adjust) => adjust(bootstrap),
        mockBootstrap(new URL(request.url).hostname),
      ),
    ),
  ),
];
