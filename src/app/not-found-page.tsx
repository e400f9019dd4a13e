import { NotFoundView } from '@/shared/ui/not-found-view';

/** An unknown route: the translated not-found view inside the shell. */
export function NotFoundPage() {
  return <NotFoundView />;
}
