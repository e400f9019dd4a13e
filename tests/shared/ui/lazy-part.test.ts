import { describe, expect, it, vi } from 'vitest';
import { retryImport } from '@/shared/ui/lazy-part';

describe('retryImport', () => {
  it('tries a failed import again and gives its module', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    await expect(retryImport(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after three tries with the last error', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('offline'));
    await expect(retryImport(load)).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
