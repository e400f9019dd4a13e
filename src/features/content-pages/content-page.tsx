import { useParams } from 'react-router';
import { NotFoundView } from '@/shared/ui/not-found-view';
import styles from './content-page.module.css';
import { PageArticle } from './page-article';
import { parsePageId } from './page-id';
import { PageMenu } from './page-menu';

/** /pages/{id}: a static content page beside the static-page menu. */
export function ContentPage() {
  const { id: rawId } = useParams();
  const id = parsePageId(rawId);
  return (
    <div className={styles.layout}>
      <PageMenu />
      <div className={styles.content}>
        {/* Keyed by id: moving to another page starts from its own loading state. */}
        {id === null ? <NotFoundView /> : <PageArticle key={id} id={id} />}
      </div>
    </div>
  );
}
