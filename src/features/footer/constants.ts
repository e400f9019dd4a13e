// Footer data that is product content rather than server data. The slider timings are
// PROVIDER_SLIDER in src/shared/config/constants.ts.

/**
 * Names of the cms/categorylist categories the footer lists: the content-page sections, and the
 * Footer category's pages in the row of links above the copyright line.
 */
export const FOOTER_CATEGORY_NAMES = {
  footer: 'Footer',
  stories: 'Story',
  termsOfUse: 'Terms of use',
  termsOfService: 'Terms of service',
} as const;

export type FooterCategory = keyof typeof FOOTER_CATEGORY_NAMES;

/**
 * The regulator's public verification page for the operator's licence (the licence badge links
 * here). The certificate id is the operator's; replace it when the real one is issued.
 */
export const LICENCE_VERIFICATION_URL = 'https://cert.gcb.cw/certificate?id=RB-OGL-2024-0512';

/** The operator's licence number, shown in the company notice. */
export const LICENCE_NUMBER = 'OGL/2024/0512/0187';
