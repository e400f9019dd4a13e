import type { CasinoCategory } from '@generated/api/model';

/** The first category the slot page lists: the home page shows a few of its games. */
export function slotCategoryIds(list: readonly CasinoCategory[] | undefined): number[] {
  const slot = list?.find((category) => category.slugList.includes('slot'));
  return slot ? [slot.id] : [];
}
