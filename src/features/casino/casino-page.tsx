import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { bootstrapQueryOptions } from '@/shared/bootstrap/bootstrap-query';
import { useBootstrapState } from '@/shared/bootstrap/use-bootstrap-state';
import { LIVE_FILTER_PARAM } from '@/shared/config/live-casino-filters';
import { BannerCarousel } from '@/shared/ui/banner-carousel/banner-carousel';
import { Icon, type IconName } from '@/shared/ui/icon';
import { useRouteHandle } from '@/shared/ui/route-handle';
import styles from './casino-page.module.css';
import { casinoSlugOf, type CasinoSlug } from './casino-slug';
import { CategoryChips } from './category-chips';
import { CATEGORY_PARAM, categoriesForSlug, selectCategories } from './category-selection';
import { GameGrid } from './game-grid';
import { GameSearch } from './game-search';

const pageIcon: Record<CasinoSlug, IconName> = {
  slot: 'slot',
  live: 'live-casino',
  games: 'games',
  bingo: 'bingo',
  tvbets: 'tv',
};

/**
 * The casino pages /casino/slot, live, games, bingo and tvbets: the title with the game search, the
 * casino banners, the category chips (the live filters on /casino/live) and the games.
 */
export function CasinoPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const slug = casinoSlugOf(pathname);
  const queryClient = useQueryClient();
  const { bootstrap, settled } = useBootstrapState();
  const categories = useMemo(
    () => categoriesForSlug(bootstrap?.casinoCategoryList, slug),
    [bootstrap, slug],
  );
  const selection = selectCategories(categories, {
    slug,
    category: params.get(CATEGORY_PARAM),
    filter: params.get(LIVE_FILTER_PARAM),
  });

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <span className={styles.titleIcon}>
          <Icon name={pageIcon[slug]} size={24} />
        </span>
        <h1 className={styles.title}>{t(handle?.titleKey ?? 'routes.casinoSlot')}</h1>
        <div className={styles.search}>
          <GameSearch pathname={pathname} />
        </div>
      </div>
      <BannerCarousel slug="casino" />
      <CategoryChips
        slug={slug}
        categories={categories}
        active={selection.active}
        loading={!settled}
      />
      {/* A new selection starts again from its first games. */}
      <GameGrid
        key={selection.ids.join(',')}
        categoryIds={selection.ids}
        waiting={!settled}
        onCategoriesRetry={
          settled && !bootstrap
            ? () => void queryClient.refetchQueries({ queryKey: bootstrapQueryOptions.queryKey })
            : undefined
        }
      />
    </div>
  );
}
