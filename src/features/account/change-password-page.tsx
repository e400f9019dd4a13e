import { PagePlaceholder } from '@/shared/ui/page-placeholder';

/** /dashboard/change-password (spec 2.6). */
export function ChangePasswordPage() {
  return <PagePlaceholder />;
}
