// The page reloads after a language change (100 ms) and after logout (300 ms). One object, so
// tests can watch the reload instead of performing it.
export const pageReload = {
  reload(): void {
    globalThis.location.reload();
  },
  after(delayMs: number): void {
    setTimeout(() => pageReload.reload(), delayMs);
  },
};
