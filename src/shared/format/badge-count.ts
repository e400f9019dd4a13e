import { UNREAD_BADGE_CAP } from '@/shared/config/constants';

/** The unread badge text: the count, or '9+' from 9. */
export function badgeCount(count: number): string {
  return count >= UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
