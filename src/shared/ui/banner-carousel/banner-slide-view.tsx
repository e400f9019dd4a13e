import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BannerSlide } from '@generated/api/model';
import styles from './banner-slide-view.module.css';
import { slideLink, slidePicture } from './banner-slides';

export interface BannerSlideViewProps {
  slide: BannerSlide;
  index: number;
  count: number;
}

// Banner images are drawn at this size; CSS keeps the box at a fixed aspect ratio per width.
const IMAGE_WIDTH = 768;
const IMAGE_HEIGHT = 400;

const stay = (event: MouseEvent) => event.preventDefault();

/** One banner: a link to the slide's url around a <picture> of its three sizes. */
export function BannerSlideView({ slide, index, count }: BannerSlideViewProps) {
  const { t } = useTranslation();
  const picture = slidePicture(slide);
  const link = slideLink(slide);
  const image: ReactNode = (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} />
      ))}
      <img
        className={styles.image}
        src={picture.src}
        alt={t('home.carousel.slideAlt', { index: index + 1, count })}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
      />
    </picture>
  );
  const newTab = link.kind !== 'none' && link.newTab;
  const tabProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (link.kind === 'internal' && !newTab) {
    return (
      <Link className={styles.slideLink} to={link.to}>
        {image}
      </Link>
    );
  }
  if (link.kind === 'internal') {
    return (
      <a className={styles.slideLink} href={link.to} {...tabProps}>
        {image}
      </a>
    );
  }
  if (link.kind === 'external') {
    return (
      <a className={styles.slideLink} href={link.href} {...tabProps}>
        {image}
      </a>
    );
  }
  // A slide without a url links to '#', which leads nowhere; it must not jump the page to the top either.
  return (
    // eslint-disable-next-line jsx-a11y/anchor-is-valid
    <a className={styles.slideLink} href="#" onClick={stay}>
      {image}
    </a>
  );
}
