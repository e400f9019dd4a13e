import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export function DashboardPage() {
  return <PagePlaceholder />;
}
