import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const PRISM_URL = 'http://127.0.0.1:4010';

// In mock mode the MSW service worker (from node_modules) and the mock-only pages of
// mocks/static/ are served and emitted, so they never reach a production build (public/ would
// copy them into every build).
function mockAssets(): Plugin {
  const assets: Record<string, string> = {
    'mockServiceWorker.js': `${root}node_modules/msw/lib/mockServiceWorker.js`,
    'callback-form.html': `${root}mocks/static/callback-form.html`,
    'mock-game.html': `${root}mocks/static/mock-game.html`,
    'sportsbook.html': `${root}mocks/static/sportsbook.html`,
    'mock-checkout.html': `${root}mocks/static/mock-checkout.html`,
  };
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

export default defineConfig(({ mode }) => ({
  plugins: [react(), ...(mode === 'mock' ? [mockAssets()] : [])],
  resolve: {
    alias: {
      '@/': `${root}src/`,
      '@generated/': `${root}generated/`,
      '@mocks/': `${root}mocks/`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // Every browser the site supports (ES2022) has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Automatic splitting leaves every small module that the home page and some lazy part
        // share in a chunk of its own (dozens of requests of a few hundred bytes). The first view
        // needs react-query, react-router and the shared state and HTTP modules whole, so each is
        // one chunk. Packages and our own folders are named, never a library's internal files, and
        // `npm run size -- --check` guards the 135 KB budget of the home page.
        codeSplitting: {
          groups: [
            {
              name: 'react-query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
            },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'core',
              test: /[\\/]src[\\/]shared[\\/](config|storage|store|session|dialogs|panels|bootstrap|http)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // `npm run dev:prism`: the contract's operations are served by Prism without the ./api prefix.
    proxy:
      mode === 'prism'
        ? { '/api': { target: PRISM_URL, rewrite: (path) => path.replace(/^\/api/, '') } }
        : undefined,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 15000,
  },
}));
