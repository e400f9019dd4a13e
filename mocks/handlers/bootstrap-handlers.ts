import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import { mockBootstrap } from '../data/bootstrap-data';
import { ok } from './envelope';

// The startup bundle. Its current domain is the one the site is served from, so the site counts
// as being on its main domain (a QA scenario changes that).
export const bootstrapHandlers = [
  getGetBootstrapMockHandler(({ request }) => ok(mockBootstrap(new URL(request.url).hostname))),
];
