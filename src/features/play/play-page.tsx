import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export function PlayPage() {
  return <PagePlaceholder />;
}
