// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// The security policy has no 'unsafe-eval', so zod must parse without `new Function`.
describe('zod as the site imports it', () => {
  it('parses an object without compiling code', () => {
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ username: z.string().min(3), age: z.number() });
    expect(schema.parse({ username: 'demo', age: 30 })).toEqual({ username: 'demo', age: 30 });
    expect(schema.safeParse({ username: 'x', age: 30 }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
  });
});
