import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const PRISM_URL = 'http://127.0.0.1:4010';

// In mock mode the MSW service worker is served and emitted from node_modules, so it is never
// copied into a production build (public/ would copy it into every build).
function mockServiceWorker(): Plugin {
  const file = 'mockServiceWorker.js';
  const source = () => readFileSync(`${root}node_modules/msw/lib/${file}`, 'utf8');
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${file}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: file, source: source() });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), ...(mode === 'mock' ? [mockServiceWorker()] : [])],
  resolve: {
    alias: {
      '@/': `${root}src/`,
      '@generated/': `${root}generated/`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
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
