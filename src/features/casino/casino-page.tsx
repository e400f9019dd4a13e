import { PagePlaceholder } from '@/shared/ui/page-placeholder';

export function CasinoPage() {
  return <PagePlaceholder />;
}
