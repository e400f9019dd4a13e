import type { MenuItem } from '@generated/api/model';

const CALL_US_TITLES = new Set(['bizi arayın', 'bizi arayin']);

/** The side-menu tile titled 'call us' in Turkish opens the call-centre form, not a route. */
export function isCallUsItem(item: Pick<MenuItem, 'title'>): boolean {
  return CALL_US_TITLES.has(item.title.trim().toLocaleLowerCase('tr'));
}
