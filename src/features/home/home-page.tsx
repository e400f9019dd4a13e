import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export function HomePage() {
  return <PagePlaceholder />;
}
