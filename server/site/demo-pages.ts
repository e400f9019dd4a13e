import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { securityHeaders } from '../../security-headers.ts';
import type { AppEnv } from '../http/context.ts';

// The sportsbook and the call-back form are other companies' pages in production; the seeded
// site options point at stand-ins for them (the same ones mock mode serves, from mocks/static),
// so the Sports pages and the call-back button work on the reference server too. Each page gets
// the policy of a page the site may frame, with its inline style allowed by hash.
const FOLDER = join(import.meta.dirname, '..', '..', 'mocks', 'static');
const PAGES = ['sportsbook', 'callback-form'] as const;
const FRAMED = new Set(['sportsbook']);

export function demoPages(app: Hono<AppEnv>): void {
  for (const page of PAGES) {
    const html = readFileSync(join(FOLDER, `${page}.html`), 'utf8');
    const script = readFileSync(join(FOLDER, `${page}.js`), 'utf8');
    const headers = securityHeaders({
      mode: 'mock',
      mockPage: true,
      framedBySite: FRAMED.has(page),
      html,
    });
    app.get(`/${page}.html`, (c) => c.html(html, 200, headers));
    app.get(`/${page}.js`, (c) =>
      c.body(script, 200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' }),
    );
  }
}
