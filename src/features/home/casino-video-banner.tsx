import { useId } from 'react';
import { useBootstrap } from '@/shared/bootstrap/bootstrap-query';
import styles from './casino-video-banner.module.css';

/** The casino video banner (spec 2.7): shown only when the bootstrap holds a video url. */
export function CasinoVideoBanner() {
  const headingId = useId();
  const video = useBootstrap()?.video;
  if (!video?.url) return null;
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <video
        className={styles.video}
        src={video.url}
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
