import type { CmsCategory, ContentItem, ContentPage, Promotion } from '@generated/api/model';
import { art } from './art.ts';
import en from './content/en.json' with { type: 'json' };
import tr from './content/tr.json' with { type: 'json' };

// The CMS of the mock backend: static pages (/pages/{id}), their categories (footer, static-page
// menu) and promotions. Turkish is the site's language; English answers when x-locale is en.

export type ContentLocale = 'tr' | 'en';

export function contentLocale(header: string | null): ContentLocale {
  return header?.toLowerCase().startsWith('en') ? 'en' : 'tr';
}

interface Section {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  steps?: string[];
}

interface PageText {
  id: number;
  title: string;
  intro: string;
  sections: Section[];
}

interface PromotionText {
  id: number;
  title: string;
  /** The big line of the image, when the title is too long for it. */
  artTitle?: string;
  tagline: string;
  description: string;
}

/** The words of one language: content/<locale>.json. */
interface ContentTexts {
  updated: string;
  pageNotFound: string;
  pages: PageText[];
  promotions: PromotionText[];
}

// The prose lives in one file per language, as a CMS would hold it; here only what is the same in
// every language (categories, colours, links) and how the pages are put together.
const texts: Record<ContentLocale, ContentTexts> = { tr, en };

function renderSections(sections: Section[]): string {
  return sections
    .map(({ heading, paragraphs = [], bullets, steps }) =>
      [
        `<h2>${heading}</h2>`,
        ...paragraphs.map((text) => `<p>${text}</p>`),
        bullets ? `<ul>${bullets.map((item) => `<li>${item}</li>`).join('')}</ul>` : '',
        steps ? `<ol>${steps.map((item) => `<li>${item}</li>`).join('')}</ol>` : '',
      ].join(''),
    )
    .join('');
}

function findPage(id: number, locale: ContentLocale): PageText | undefined {
  return texts[locale].pages.find((page) => page.id === id);
}

// Category ids: 1 is the static-page menu (the site asks POST cms/contentlist for categoryId 1).
const categories: Array<{ id: number; name: string; pageIds: number[] }> = [
  { id: 1, name: 'Footer', pageIds: [1, 2, 3, 4, 5, 6] },
  { id: 2, name: 'Story', pageIds: [7, 8, 9] },
  { id: 3, name: 'Terms of use', pageIds: [1, 10, 11, 12] },
  { id: 4, name: 'Terms of service', pageIds: [13, 14, 15] },
];

function pageItem(id: number, locale: ContentLocale): ContentItem[] {
  const page = findPage(id, locale);
  return page ? [{ id, title: page.title }] : [];
}

export function contentPage(id: number, locale: ContentLocale): ContentPage | null {
  const page = findPage(id, locale);
  if (!page) return null;
  const { updated } = texts[locale];
  return {
    id,
    title: page.title,
    body: `<p><em>${updated}</em></p><p>${page.intro}</p>${renderSections(page.sections)}`,
  };
}

export function contentCategories(locale: ContentLocale): CmsCategory[] {
  return categories.map(({ name, pageIds }) => ({
    name,
    content: pageIds.flatMap((id) => pageItem(id, locale)),
  }));
}

export function categoryPages(categoryId: number, locale: ContentLocale): ContentItem[] {
  const category = categories.find(({ id }) => id === categoryId);
  return category ? category.pageIds.flatMap((id) => pageItem(id, locale)) : [];
}

export const pageNotFoundMessage: Record<ContentLocale, string> = {
  tr: texts.tr.pageNotFound,
  en: texts.en.pageNotFound,
};

// What every language shares: the image's colour and where the promotion leads. The description
// of 107 carries markup a CMS editor could paste by mistake (or an attacker could inject): the
// front end must sanitize it so nothing runs. It is the sanitizer's probe; keep it.
const promotionLooks: Record<number, { hue: number; url?: string }> = {
  101: { hue: 265, url: '/dashboard/deposit' },
  102: { hue: 200 },
  103: { hue: 30, url: '/casino/slot' },
  104: { hue: 350, url: '/casino/live' },
  105: { hue: 150, url: '/spor' },
  106: { hue: 45 },
  107: { hue: 310 },
};

/** Promotion images: 16:9, drawn locally. */
export const PROMOTION_IMAGE = { width: 640, height: 360 } as const;

export function promotionList(locale: ContentLocale): Promotion[] {
  return texts[locale].promotions.map(({ id, title, artTitle = title, tagline, description }) => {
    const { hue = 0, url } = promotionLooks[id] ?? {};
    return {
      id,
      title,
      imageUrl: art({ ...PROMOTION_IMAGE, title: artTitle, subtitle: tagline, hue }),
      description,
      ...(url ? { url } : {}),
    };
  });
}
