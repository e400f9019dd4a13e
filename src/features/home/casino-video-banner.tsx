import { useId } from 'react';
import { useBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { useAfterIdle } from '@/shared/ui/use-deferred-mount';
import styles from './casino-video-banner.module.css';

/**
 * The casino video banner: shown only when the bootstrap holds a video url. The video,
 * the heaviest file of the page, starts once the page has settled; its box and title show at once.
 */
export function CasinoVideoBanner() {
  const headingId = useId();
  const video = useBootstrap()?.video;
  const settled = useAfterIdle();
  if (!video?.url) return null;
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <video
        className={styles.video}
        src={settled ? video.url : undefined}
        muted
        loop
        autoPlay
        playsInline
        preload="metadata"
        aria-hidden="true"
      />
      <div className={styles.overlay}>
        <h2 id={headingId} className={styles.title}>
          {video.title1}
        </h2>
      </div>
    </section>
  );
}
