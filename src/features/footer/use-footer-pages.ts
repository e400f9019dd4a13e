import { useGetCmsCategories } from '@generated/api/cms/cms';
import type { CmsCategoryListResponse, ContentItem } from '@generated/api/model';
import { FOOTER_CATEGORY_NAMES, type FooterCategory } from './constants';

export type FooterPages =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; pages: Record<FooterCategory, ContentItem[]> };

const normalise = (name: string) => name.trim().toLowerCase();

function pagesByCategory(envelope: CmsCategoryListResponse): Record<FooterCategory, ContentItem[]> {
  const categories = envelope.data ?? [];
  const find = (name: string) =>
    categories.find((category) => normalise(category.name) === normalise(name))?.content ?? [];
  const pages = {} as Record<FooterCategory, ContentItem[]>;
  for (const [category, name] of Object.entries(FOOTER_CATEGORY_NAMES)) {
    pages[category as FooterCategory] = find(name);
  }
  return pages;
}

// The category list rarely changes during a visit.
const FOOTER_PAGES_STALE_MS = 10 * 60_000;

/** The content pages of the footer's categories: Footer, Story, Terms of use and Terms of service. */
export function useFooterPages(): FooterPages {
  const query = useGetCmsCategories({
    query: { select: pagesByCategory, staleTime: FOOTER_PAGES_STALE_MS },
  });
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error' };
  return { status: 'ready', pages: query.data };
}
