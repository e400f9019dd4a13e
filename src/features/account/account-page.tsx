import { PagePlaceholder } from '@/shared/ui/page-placeholder';

/** /dashboard and /dashboard/account: the player's data. */
export function AccountPage() {
  return <PagePlaceholder />;
}
