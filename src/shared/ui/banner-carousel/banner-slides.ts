import type { BannerSlide, Slider } from '@generated/api/model';
import { navigationTarget } from '@/shared/navigation/safe-url';

// The pure part of the banner carousel.

/** The slides of the slider named `slug`; slides without an image cannot be drawn and are left out. */
export function slidesForSlug(
  sliderList: readonly Slider[] | null | undefined,
  slug: string,
): BannerSlide[] {
  const slider = sliderList?.find((entry) => entry.slug === slug);
  return (slider?.items ?? []).filter((slide) => Boolean(slide.images[0]?.url));
}

export interface PictureSource {
  media: string;
  srcSet: string;
}

export interface SlidePicture {
  /** images[0]: the default image. */
  src: string;
  /** Widest first, as <picture> takes the first <source> that matches. */
  sources: PictureSource[];
}

/** images[0] is the default src, images[1] the source from 992 px, images[2] from 1200 px. */
export function slidePicture(slide: BannerSlide): SlidePicture {
  const [small, medium, large] = slide.images;
  const sources: PictureSource[] = [];
  if (large?.url) sources.push({ media: '(min-width: 1200px)', srcSet: large.url });
  if (medium?.url) sources.push({ media: '(min-width: 992px)', srcSet: medium.url });
  return { src: small?.url ?? '', sources };
}

export type SlideLink =
  | { kind: 'internal'; to: string; newTab: boolean }
  | { kind: 'external'; href: string; newTab: boolean }
  /** No usable url: the slide links to '#', which goes nowhere. */
  | { kind: 'none' };

/** Where a slide leads: same-site paths go through the router, http(s) may open a new tab. */
export function slideLink(slide: BannerSlide, origin?: string): SlideLink {
  const target = navigationTarget(slide.url, origin);
  const newTab = slide.target === '_blank';
  if (!target) return { kind: 'none' };
  return target.kind === 'internal'
    ? { kind: 'internal', to: target.path, newTab }
    : { kind: 'external', href: target.href, newTab };
}
