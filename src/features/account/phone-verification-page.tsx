import { PagePlaceholder } from '@/shared/ui/page-placeholder';

/** /dashboard/phone-verification (spec 2.6, 4). */
export function PhoneVerificationPage() {
  return <PagePlaceholder />;
}
