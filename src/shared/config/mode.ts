// Responses are checked against the contract strictly in development, tests and mock mode; the
// production build only reports a mismatch (src/shared/http/response-check.ts).
export const isStrictContractMode = !import.meta.env.PROD || import.meta.env.MODE === 'mock';

// The real production site (not a mock-mode build): third-party widgets such as live chat load
// only here.
export const isProductionSite = import.meta.env.PROD && import.meta.env.MODE === 'production';
