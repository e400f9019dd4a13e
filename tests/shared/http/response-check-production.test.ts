import { describe, expect, it, vi } from 'vitest';
import { checkResponse } from '@/shared/http/response-check';

// In the production build a contract mismatch is reported, never thrown: the page keeps working.
vi.mock('@/shared/config/mode', () => ({ isStrictContractMode: false }));

describe('the contract check in production', () => {
  it('reports a mismatch to the console without throwing', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = { success: true, message: null, data: { balance: 'lots' } };
    await expect(
      checkResponse({ method: 'GET', url: '/user/balance', status: 200, body }),
    ).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith(expect.stringContaining('GET /user/balance'));
  });

  it('stays quiet for a conforming answer', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = { success: true, message: null, data: { balance: 12.5 } };
    await checkResponse({ method: 'GET', url: '/user/balance', status: 200, body });
    expect(report).not.toHaveBeenCalled();
  });
});
