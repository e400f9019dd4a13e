// A test file of plain logic (no page, no calls) starts with `// @vitest-environment node`: it
// gets neither jsdom nor the mock backend, which together take over a second per file to set up.
// Every other file runs in jsdom against the mock backend (dom-setup.ts).
export {};

if (typeof document !== 'undefined') {
  // Each file runs in a VM context whose global object is jsdom's window (the site project's
  // `vmForks` pool). jsdom has no web streams, which MSW's interceptors use: they are Node's own.
  const streams: Record<string, unknown> = await import('node:stream/web');
  for (const [name, value] of Object.entries(streams)) {
    if (!(name in globalThis)) Object.assign(globalThis, { [name]: value });
  }
  await import('./dom-setup');
}
