import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useGetContentList } from '@generated/api/cms/cms';
import { paths } from '@/shared/config/paths';
import { RetryButton } from '@/shared/ui/retry-button';
import styles from './page-menu.module.css';

// The static-page menu's content category (POST cms/contentlist {status true, categoryId 1}).
const STATIC_PAGE_MENU = { status: true, categoryId: 1 } as const;

/** The static-page menu: content pages linking to /pages/{id}, the current one marked. */
export function PageMenu() {
  const { t } = useTranslation(['common', 'content']);
  const labelId = useId();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const { data, isPending, isError, isRefetching, refetch } = useGetContentList(STATIC_PAGE_MENU);
  const items = data?.data ?? [];

  // On mobile the menu is a horizontal strip: keep the current page's link in view.
  useEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [pathname, items.length]);

  if (!isPending && !isError && items.length === 0) return null;

  return (
    <nav className={styles.menu} aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {t('content.pages.menu')}
      </p>
      {isPending && (
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      )}
      {isError && (
        <div className={styles.error}>
          <p>{t('content.pages.menuError')}</p>
          <RetryButton
            className={styles.retry}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        </div>
      )}
      {items.length > 0 && (
        <ul ref={list} className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <NavLink
                to={paths.page(item.id)}
                end
                className={({ isActive }) =>
                  isActive ? `${styles.link} ${styles.active}` : styles.link
                }
              >
                {item.title}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
