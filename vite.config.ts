import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ProxyOptions } from 'vite';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import { entryLoader } from './build/entry-loader.ts';
import { shellFirst } from './build/shell-first.ts';
import { sourceMapsBeside } from './build/source-maps-beside.ts';
import { securityHeaders } from './security-headers.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The server's tests share a worker's modules from file to file (`isolate: false`): each file
// boots its own server over its own database, so nothing of one file reaches the next, and the
// server's code, the embedded database's WebAssembly and the seeded archive load once per worker
// instead of once per file (the server's tests run in about half the time). The site's tests keep
// a fresh module graph per file: their stores and the mock backend live in modules.
export const serverTests = {
  test: {
    name: 'server',
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    isolate: false,
  },
};

const PRISM_URL = 'http://127.0.0.1:4010';
const SERVER_URL = process.env.SERVER_URL ?? 'http://127.0.0.1:4173';

// The mock-only pages the site shows in a frame (games, sportsbook, checkout): the only documents
// that the site's own origin may frame.
const FRAMED_MOCK_PAGES = new Set(['/mock-game.html', '/sportsbook.html', '/mock-checkout.html']);
// MSW's service worker and the filter in front of it: a worker runs under its own script's
// policy, and the filter loads MSW's file from the site ('self').
const MOCK_WORKERS = ['mock-service-worker.js', 'mockServiceWorker.js'];
// Every page of mocks/static (each with its script in a file of its own).
const MOCK_PAGES = ['callback-form', 'mock-game', 'sportsbook', 'mock-checkout'].map(
  (page) => `${page}.html`,
);

// `vite preview` (so `npm run start:mock` and the journeys) sends the security headers of
// security-headers.ts with every answer; the page's inline code is allowed by its hash, read from
// the built index.html. `vite preview` runs in production mode whatever it serves, so a mock
// build is known by its service worker; its own pages (mocks/static) get their own policy. The
// dev server sends none: Vite's HMR client runs inline code and opens its own WebSocket.
function securityHeadersPlugin(): Plugin {
  return {
    name: 'security-headers',
    configurePreviewServer(server) {
      const { root: base, build } = server.config;
      const outDir = resolve(base, build.outDir);
      const mock = existsSync(resolve(outDir, 'mockServiceWorker.js'));
      const read = (file: string) => readFileSync(resolve(outDir, file), 'utf8');
      const page = securityHeaders({
        mode: mock ? 'mock' : 'production',
        html: read('index.html'),
      });
      const mockPages = new Map(
        (mock ? [...MOCK_PAGES, ...MOCK_WORKERS] : []).map((file) => [
          `/${file}`,
          securityHeaders({
            mode: 'mock',
            mockPage: true,
            framedBySite: FRAMED_MOCK_PAGES.has(`/${file}`),
            html: file.endsWith('.html') ? read(file) : undefined,
          }),
        ]),
      );
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        for (const [name, value] of Object.entries(mockPages.get(path) ?? page)) {
          res.setHeader(name, value);
        }
        next();
      });
    },
  };
}

// In mock mode the MSW service worker (from node_modules) and the mock-only pages of
// mocks/static/ are served and emitted, so they never reach a production build (public/ would
// copy them into every build).
function mockAssets(): Plugin {
  const assets: Record<string, string> = {
    'mockServiceWorker.js': `${root}node_modules/msw/lib/mockServiceWorker.js`,
    'mock-service-worker.js': `${root}mocks/static/mock-service-worker.js`,
  };
  // Each page with its script in a file of its own: the security policy refuses inline scripts.
  for (const page of MOCK_PAGES) {
    assets[page] = `${root}mocks/static/${page}`;
    assets[page.replace(/\.html$/, '.js')] =
      `${root}mocks/static/${page.replace(/\.html$/, '.js')}`;
  }
  const type = (file: string) => (file.endsWith('.html') ? 'text/html' : 'text/javascript');
  return {
    name: 'mock-assets',
    configureServer(server) {
      for (const [file, path] of Object.entries(assets)) {
        server.middlewares.use(`/${file}`, (_req, res) => {
          res.setHeader('Content-Type', `${type(file)}; charset=utf-8`);
          res.end(readFileSync(path, 'utf8'));
        });
      }
    },
    generateBundle() {
      for (const [fileName, path] of Object.entries(assets)) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(path, 'utf8') });
      }
    },
  };
}

// `npm run dev`: ./api and the ./hub WebSocket go to a running server (`npm run server`,
// SERVER_URL); `npm run dev:prism`: the contract's operations are served by Prism without the
// ./api prefix; `npm run dev:mock` answers in the page.
function devProxy(mode: string): Record<string, ProxyOptions> | undefined {
  if (mode === 'prism')
    return { '/api': { target: PRISM_URL, rewrite: (path) => path.replace(/^\/api/, '') } };
  if (mode !== 'development') return undefined;
  return {
    '/api': { target: SERVER_URL },
    '/hub': { target: SERVER_URL, ws: true },
    '/demo': { target: SERVER_URL },
    '/dev': { target: SERVER_URL },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    shellFirst(),
    entryLoader(),
    sourceMapsBeside(),
    securityHeadersPlugin(),
    ...(mode === 'mock' ? [mockAssets()] : []),
  ],
  resolve: {
    alias: [
      { find: '@/', replacement: `${root}src/` },
      { find: '@generated/', replacement: `${root}generated/` },
      { find: '@mocks/', replacement: `${root}mocks/` },
      // zod without eval, which the security policy refuses (src/shared/forms/zod-jitless.ts).
      { find: /^zod$/, replacement: `${root}src/shared/forms/zod-jitless.ts` },
    ],
  },
  build: {
    target: 'es2022',
    // Generated for error reporting but not referenced from the bundles, and written beside the
    // served folder (build/source-maps-beside.ts), never into it.
    sourcemap: 'hidden',
    reportCompressedSize: false,
    // Every browser the site supports (ES2022) has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The code the entry imports statically (rolldown's `$initial` tag: the app's frame,
        // React, the router, react-query, i18next) is one chunk, whatever folder or package it
        // comes from: the first view needs all of it, in one request. Everything imported lazily
        // (pages, dialogs, parts loaded on first use) is split where it is imported.
        // `npm run size -- --check` guards what the home page fetches (scripts/size-report.ts).
        codeSplitting: { groups: [{ name: 'first-view', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: devProxy(mode),
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./tests/setup.ts'],
    projects: [
      serverTests,
      {
        test: {
          name: 'site',
          // Each file in a fresh VM context of a long-lived worker: jsdom loads once per worker,
          // not once per file, and every file still starts from its own modules and window. The
          // site's files took 241 s in a process each (`forks`) and 165 to 174 s so, on 2 cores
          // with 3 workers.
          pool: 'vmForks',
          include: ['tests/**/*.test.{ts,tsx}'],
          // Tests that need PostgreSQL itself run in their own stage (npm run test:server:pg).
          exclude: [...configDefaults.exclude, 'tests/server/**', 'tests/server-pg/**'],
        },
      },
    ],
    // With PG_ADMIN_URL set, the server's tests run on PostgreSQL (tests/server/support/).
    globalSetup: ['tests/server/support/postgres-run.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Generous: a test waits for what a user would see, and a busy machine must not fail it.
    testTimeout: 60_000,
    // A server test's beforeAll opens an embedded database from the seeded snapshot.
    hookTimeout: 120_000,
    // Two test files more than there are cores: a file often waits with nothing to do (React shows a
    // page that loaded lazily at least 300 ms after its loading state, a debounce, a toast's delay),
    // so spare files keep every core busy. On 2 cores, in the `vmForks` pool, the site's files took
    // 152 s with 3 workers (the machine a fifth idle) and 125 to 137 s with 4; 6 took 142 to 166 s.
    // In `forks`, 4 workers were slower than 3.
    maxWorkers: availableParallelism() + 2,
  },
}));
