import type { Promotion } from '@generated/api/model';

/** Dialog data arrives as `unknown`: only a whole promotion is shown. */
export function isPromotion(value: unknown): value is Promotion {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === 'number' &&
    typeof candidate.title === 'string' &&
    typeof candidate.imageUrl === 'string' &&
    typeof candidate.description === 'string' &&
    (candidate.url === undefined || candidate.url === null || typeof candidate.url === 'string')
  );
}
