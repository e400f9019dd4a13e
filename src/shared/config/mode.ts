// Build modes: `mock` (embedded MSW backend), `prism` (dev against Prism), `production`.
export const isMockMode = import.meta.env.MODE === 'mock';
// Responses are checked against the contract strictly everywhere but in the production build.
export const isStrictContractMode = !import.meta.env.PROD || isMockMode;
