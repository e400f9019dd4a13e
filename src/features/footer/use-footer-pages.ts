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
  return {
    stories: find(FOOTER_CATEGORY_NAMES.stories),
    termsOfUse: find(FOOTER_CATEGORY_NAMES.termsOfUse),
    termsOfService: find(FOOTER_CATEGORY_NAMES.termsOfService),
  };
}

// The category list rarely changes during a visit.
const FOOTER_PAGES_STALE_MS = 10 * 60_000;

/** The content pages of the footer's Story, Terms of use and Terms of service categories. */
export function useFooterPages(): FooterPages {
  const query = useGetCmsCategories({
    query: { select: pagesByCategory, staleTime: FOOTER_PAGES_STALE_MS },
  });
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error' };
  return { status: 'ready', pages: query.data };
}
