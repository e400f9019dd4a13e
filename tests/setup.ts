// A test file of plain logic (no page, no calls) starts with `// @vitest-environment node`: it
// gets neither jsdom nor the mock backend, which together take over a second per file to set up.
// Every other file runs in jsdom against the mock backend (dom-setup.ts).
export {};

if (typeof document !== 'undefined') await import('./dom-setup');
