import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export function ContentPage() {
  return <PagePlaceholder />;
}
