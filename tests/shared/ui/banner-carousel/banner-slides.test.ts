// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BannerSlide, Slider } from '@generated/api/model';
import { slideLink, slidePicture, slidesForSlug } from '@/shared/ui/banner-carousel/banner-slides';

const ORIGIN = 'https://royalbet.example';

const slide = (overrides: Partial<BannerSlide> = {}): BannerSlide => ({
  url: '/promotions',
  target: null,
  images: [{ url: 'small.jpg' }, { url: 'medium.jpg' }, { url: 'large.jpg' }],
  ...overrides,
});

describe('slidesForSlug: the sliders of one page from the bootstrap', () => {
  const sliders: Slider[] = [
    { slug: 'home', items: [slide({ url: '/a' }), slide({ url: '/b' })] },
    { slug: 'casino', items: [slide({ url: '/c' })] },
  ];

  it('picks the items of the slider with the slug', () => {
    expect(slidesForSlug(sliders, 'home').map((item) => item.url)).toEqual(['/a', '/b']);
    expect(slidesForSlug(sliders, 'casino').map((item) => item.url)).toEqual(['/c']);
  });

  it('gives no slides for an unknown slug or a missing list', () => {
    expect(slidesForSlug(sliders, 'sports')).toEqual([]);
    expect(slidesForSlug(undefined, 'home')).toEqual([]);
    expect(slidesForSlug(null, 'home')).toEqual([]);
  });

  it('leaves out slides that have no default image', () => {
    const list: Slider[] = [
      { slug: 'home', items: [slide({ images: [] }), slide({ images: [{ url: '' }] }), slide()] },
    ];
    expect(slidesForSlug(list, 'home')).toHaveLength(1);
  });
});

describe('slidePicture: image 0 by default, image 1 from 992 px, image 2 from 1200 px', () => {
  it('uses images[0] as src and the larger ones as sources, widest first', () => {
    expect(slidePicture(slide())).toEqual({
      src: 'small.jpg',
      sources: [
        { media: '(min-width: 1200px)', srcSet: 'large.jpg' },
        { media: '(min-width: 992px)', srcSet: 'medium.jpg' },
      ],
    });
  });

  it('has no sources when only the default image exists', () => {
    expect(slidePicture(slide({ images: [{ url: 'only.jpg' }] }))).toEqual({
      src: 'only.jpg',
      sources: [],
    });
  });
});

describe('slideLink: an empty url links to #, and only safe URLs are links', () => {
  it('sends same-site paths and addresses through the router', () => {
    expect(slideLink(slide({ url: '/casino/live' }), ORIGIN)).toEqual({
      kind: 'internal',
      to: '/casino/live',
      newTab: false,
    });
    expect(slideLink(slide({ url: `${ORIGIN}/promotions?x=1` }), ORIGIN)).toEqual({
      kind: 'internal',
      to: '/promotions?x=1',
      newTab: false,
    });
  });

  it('opens outside http(s) addresses, in a new tab when the target is _blank', () => {
    expect(
      slideLink(slide({ url: 'https://partner.example/x', target: '_blank' }), ORIGIN),
    ).toEqual({ kind: 'external', href: 'https://partner.example/x', newTab: true });
    expect(slideLink(slide({ url: 'https://partner.example/x' }), ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://partner.example/x',
      newTab: false,
    });
  });

  it.each([undefined, '', '#', 'javascript:alert(1)', 'data:text/html,hi'])(
    'leads nowhere for %s',
    (url) => {
      expect(slideLink(slide({ url }), ORIGIN)).toEqual({ kind: 'none' });
    },
  );
});
