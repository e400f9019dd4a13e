import type { ColumnType, Generated } from 'kysely';
import type { BannerImage, Game } from '../../../generated/server/model/index.ts';

// Rows of migrations/008_content.sql. JSON columns are read back parsed and written as JSON text.
type Json<T> = ColumnType<T, string, string>;
type Locale = 'tr' | 'en';

export interface ContentTables {
  site_settings: {
    key: string;
    value: Json<unknown>;
  };
  site_options: {
    key: string;
    value: string;
    status: Generated<boolean>;
    position: number;
  };
  site_languages: {
    locale: Locale;
    position: number;
  };
  site_translations: {
    locale: Locale;
    key: string;
    value: string;
  };
  site_casino_categories: {
    id: number;
    name: string;
    slug_list: string[];
    image_url: string;
    position: number;
    active: Generated<boolean>;
  };
  site_menu_items: {
    id: Generated<number>;
    title: string;
    route: string;
    icon: string | null;
    /** The contract's Game the entry opens, or null. */
    game: ColumnType<Game | null, string | null, string | null>;
    position: number;
    active: Generated<boolean>;
  };
  site_sliders: {
    slug: string;
    position: number;
  };
  site_slides: {
    id: Generated<number>;
    slider_slug: string;
    url: string | null;
    target: string | null;
    images: Json<BannerImage[]>;
    position: number;
    active: Generated<boolean>;
  };
  cms_pages: {
    id: number;
    published: Generated<boolean>;
  };
  cms_page_texts: {
    page_id: number;
    locale: Locale;
    title: string;
    body: string;
  };
  cms_categories: {
    id: number;
    name: string;
    position: number;
  };
  cms_category_pages: {
    category_id: number;
    page_id: number;
    position: number;
  };
  promotions: {
    id: number;
    url: string | null;
    position: number;
    active: Generated<boolean>;
  };
  promotion_texts: {
    promotion_id: number;
    locale: Locale;
    title: string;
    description: string;
    image_url: string;
  };
}
