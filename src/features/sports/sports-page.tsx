import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export function SportsPage() {
  return <PagePlaceholder />;
}
