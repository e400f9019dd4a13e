-- The site's content: the settings of the startup bundle, its menus and banner sliders, the CMS
-- pages with their categories, and the promotions. Texts that differ by language are kept one row
-- a language; nested shapes the server only hands on (banner image sizes, a menu entry's game)
-- are JSON.

-- Single settings of the startup bundle by name (trialBonusAmount, nextDomain, paymentOrigins,
-- popup, video); the value is JSON: a number, a text, a list, an object or null.
create table site_settings (
  key text primary key,
  value jsonb not null
);

-- The site options the site reads by key (call-back form, live-chat id, social and help links).
create table site_options (
  key text primary key,
  value text not null,
  status boolean not null default true,
  position integer not null
);

-- The languages offered in the language selector.
create table site_languages (
  locale text primary key check (locale in ('tr', 'en')),
  position integer not null
);

-- Server translations merged over the site's own, for one language.
create table site_translations (
  locale text not null check (locale in ('tr', 'en')),
  key text not null,
  value text not null,
  primary key (locale, key)
);

-- The casino categories the casino pages list (id is a game's systemCategory).
create table site_casino_categories (
  id integer primary key,
  name text not null,
  slug_list text[] not null,
  image_url text not null,
  position integer not null,
  active boolean not null default true
);

-- Entries of the header navigation bar and the side menu.
create table site_menu_items (
  id serial primary key,
  title text not null,
  route text not null,
  icon text,
  -- The game an entry opens (the contract's Game), or null.
  game jsonb,
  position integer not null,
  active boolean not null default true
);

-- Banner sliders by name, and their slides; images is the list of three sizes ({ url }).
create table site_sliders (
  slug text primary key,
  position integer not null
);
create table site_slides (
  id serial primary key,
  slider_slug text not null references site_sliders (slug),
  url text,
  target text,
  images jsonb not null,
  position integer not null,
  active boolean not null default true
);
create index site_slides_slider on site_slides (slider_slug, position);

-- CMS pages (/pages/{id}); only published ones are shown. Their title and HTML body per language.
create table cms_pages (
  id integer primary key,
  published boolean not null default true
);
create table cms_page_texts (
  page_id integer not null references cms_pages (id),
  locale text not null check (locale in ('tr', 'en')),
  title text not null,
  body text not null,
  primary key (page_id, locale)
);

-- Groups of pages (the footer's Footer, Story, Terms of use, Terms of service); a page may be in
-- several, at its own place in each.
create table cms_categories (
  id integer primary key,
  name text not null,
  position integer not null
);
create table cms_category_pages (
  category_id integer not null references cms_categories (id),
  page_id integer not null references cms_pages (id),
  position integer not null,
  primary key (category_id, page_id)
);

-- Promotions (/promotions): where each leads, and its title, image and HTML description per
-- language (the image carries the title, so it differs by language too).
create table promotions (
  id integer primary key,
  url text,
  position integer not null,
  active boolean not null default true
);
create table promotion_texts (
  promotion_id integer not null references promotions (id),
  locale text not null check (locale in ('tr', 'en')),
  title text not null,
  description text not null,
  image_url text not null,
  primary key (promotion_id, locale)
);
