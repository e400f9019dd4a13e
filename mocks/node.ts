import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

/** The same mock backend for Vitest, in Node. */
export const mockServer = setupServer(...createHandlers());
