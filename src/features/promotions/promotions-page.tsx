import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export function PromotionsPage() {
  return <PagePlaceholder />;
}
