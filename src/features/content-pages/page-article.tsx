import { useTranslation } from 'react-i18next';
import { useGetContent } from '@generated/api/cms/cms';
import { SafeHtml } from '@/shared/html/safe-html';
import { isApiError } from '@/shared/http/api-error';
import { NotFoundView } from '@/shared/ui/not-found-view';
import { PageError } from '@/shared/ui/page-state';
import styles from './content-page.module.css';

export interface PageArticleProps {
  id: number;
}

/** The title and sanitized HTML body of one content page (GET cms/content). */
export function PageArticle({ id }: PageArticleProps) {
  const { t } = useTranslation(['common', 'content']);
  const query = useGetContent({ id });
  const { data, error, isPending, isError } = query;

  if (isPending) return <ArticleSkeleton label={t('content.pages.loading')} framed />;

  // cms/content answers success false for a page it does not have.
  if (isError && isApiError(error) && error.kind === 'rejected') return <NotFoundView />;

  if (isError) {
    return (
      <PageError
        title={t('content.pages.errorTitle')}
        level={1}
        titleId="page-error-title"
        query={query}
      />
    );
  }

  const page = data.data;
  if (!page) return <NotFoundView />;

  return (
    <article className={styles.article} aria-labelledby="content-page-title">
      <h1 id="content-page-title" className={styles.title}>
        {page.title}
      </h1>
      <SafeHtml
        html={page.body}
        className={styles.body}
        pending={<ArticleSkeleton label={t('content.pages.loading')} />}
        failed={<p role="alert">{t('content.html.failed')}</p>}
      />
    </article>
  );
}

// `framed`: the whole article is loading (title included); otherwise only its body.
interface ArticleSkeletonProps {
  label: string;
  framed?: boolean;
}

function ArticleSkeleton({ label, framed = false }: ArticleSkeletonProps) {
  return (
    <div
      className={framed ? styles.skeleton : styles.bodySkeleton}
      role="status"
      aria-live="polite"
    >
      <span className={styles.visuallyHidden}>{label}</span>
      {framed && <div className={`${styles.bar} ${styles.titleBar}`} aria-hidden="true" />}
      {[92, 100, 84, 60, 0, 96, 88, 72].map((width, index) =>
        width === 0 ? (
          <div key={index} className={`${styles.bar} ${styles.headingBar}`} aria-hidden="true" />
        ) : (
          <div
            key={index}
            className={styles.bar}
            style={{ width: `${width}%` }}
            aria-hidden="true"
          />
        ),
      )}
    </div>
  );
}
