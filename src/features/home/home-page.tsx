import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '@/shared/ui/banner-carousel/banner-carousel';
import { useRouteHandle } from '@/shared/ui/route-handle';
import { CasinoVideoBanner } from './casino-video-banner';
import { CategoryShortcuts } from './category-shortcuts';
import styles from './home-page.module.css';
import { PopularGames } from './popular-games';
import { TopWinners } from './top-winners';

/** The home page: banners, category tiles, popular games and Top Winners. */
export function HomePage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>{t(handle?.titleKey ?? 'routes.home')}</h1>
      <BannerCarousel slug="home" />
      <CategoryShortcuts />
      <CasinoVideoBanner />
      <div className={styles.columns}>
        <PopularGames />
        <div className={styles.aside}>
          <TopWinners />
        </div>
      </div>
    </div>
  );
}
