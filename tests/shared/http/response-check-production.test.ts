// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadResponseSchema } from '@generated/response-schemas';
import type * as ResponseSchemas from '@generated/response-schemas';
import { ApiError } from '@/shared/http/api-error';
import { checkResponse } from '@/shared/http/response-check';

// The production site does not check answers against the contract, nor load the schemas; mock
// mode, development and tests do. The mode is switched per test; the schemas are the real ones,
// watched on their way through.
const mode = vi.hoisted(() => ({ strict: false }));
vi.mock('@/shared/config/mode', () => ({
  get isStrictContractMode() {
    return mode.strict;
  },
  isProductionSite: false,
}));
vi.mock('@generated/response-schemas', async (importOriginal) => {
  const real = await importOriginal<typeof ResponseSchemas>();
  return { ...real, loadResponseSchema: vi.fn(real.loadResponseSchema) };
});

// A balance that is not a number breaks the contract of user/balance.
const mismatch = {
  method: 'GET',
  url: '/user/balance',
  status: 200,
  body: { success: true, message: null, data: { balance: 'lots' } },
};

describe('the contract check', () => {
  afterEach(() => {
    mode.strict = false;
    vi.mocked(loadResponseSchema).mockClear();
  });

  it('in production lets a mismatching answer through without loading the schemas', async () => {
    await expect(checkResponse(mismatch)).resolves.toBeUndefined();
    expect(loadResponseSchema).not.toHaveBeenCalled();
  });

  it('in mock mode, development and tests refuses the same answer by its schema', async () => {
    mode.strict = true;
    const error = await checkResponse(mismatch).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('contract');
    expect(loadResponseSchema).toHaveBeenCalledWith('GET', '/user/balance', 200);
  });
});
