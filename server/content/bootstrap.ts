import type { BannerSlide, Bootstrap, Slider } from '../../generated/server/model/index.ts';
import type { Db } from '../db/database.ts';
import type { Locale } from '../i18n/i18n.ts';
import { siteSettings } from './settings.ts';
import type { SiteAddress } from './site-address.ts';

// The startup bundle (GET cms/grouped), put together from the content tables. Only what the
// request changes is not stored: the current domain is the one the site was asked for (the site
// then counts as being on its main domain), and the site's own origin, where the demo checkout
// opens, is listed among the payment origins when it is https (the contract lists https origins
// only; the site accepts its own origin anyway).
export async function bootstrapOf(db: Db, locale: Locale, site: SiteAddress): Promise<Bootstrap> {
  const [settings, categories, languages, translations, options, menu, sliders, slides] =
    await Promise.all([
      siteSettings(db),
      db
        .selectFrom('site_casino_categories')
        .select(['id', 'name', 'slug_list', 'image_url'])
        .where('active', '=', true)
        .orderBy('position')
        .execute(),
      db.selectFrom('site_languages').select('locale').orderBy('position').execute(),
      db
        .selectFrom('site_translations')
        .select(['key', 'value'])
        .where('locale', '=', locale)
        .orderBy('key')
        .execute(),
      db
        .selectFrom('site_options')
        .select(['key', 'value', 'status'])
        .orderBy('position')
        .execute(),
      db
        .selectFrom('site_menu_items')
        .select(['title', 'route', 'icon', 'game'])
        .where('active', '=', true)
        .orderBy('position')
        .execute(),
      db.selectFrom('site_sliders').select('slug').orderBy('position').execute(),
      db
        .selectFrom('site_slides')
        .select(['slider_slug', 'url', 'target', 'images'])
        .where('active', '=', true)
        .orderBy('slider_slug')
        .orderBy('position')
        .execute(),
    ]);
  const sliderList: Slider[] = sliders.map(({ slug }) => ({
    slug,
    items: slides
      .filter((slide) => slide.slider_slug === slug)
      .map(({ url, target, images }): BannerSlide => ({
        ...(url === null ? {} : { url }),
        target,
        images,
      })),
  }));
  const paymentOrigins = [...settings.paymentOrigins];
  if (site.secure && !paymentOrigins.includes(site.origin)) paymentOrigins.push(site.origin);
  return {
    casinoCategoryList: categories.map(({ id, name, slug_list, image_url }) => ({
      id,
      name,
      slugList: slug_list,
      imageUrl: image_url,
    })),
    language: languages,
    translationList: translations,
    siteOption: options,
    popup: settings.popup,
    domainStatus: { current: site.hostname, next: settings.nextDomain },
    trialBonusAmount: settings.trialBonusAmount,
    sliderList,
    video: settings.video,
    menuList: menu,
    paymentOrigins,
  };
}
