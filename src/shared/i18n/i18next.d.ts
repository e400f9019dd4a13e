import 'i18next';
import type account from './locales/en/account.json';
import type auth from './locales/en/auth.json';
import type casino from './locales/en/casino.json';
import type common from './locales/en/common.json';
import type content from './locales/en/content.json';
import type footer from './locales/en/footer.json';
import type history from './locales/en/history.json';
import type meta from './locales/en/meta.json';
import type mobile from './locales/en/mobile.json';
import type overlays from './locales/en/overlays.json';
import type play from './locales/en/play.json';
import type protection from './locales/en/protection.json';
import type recovery from './locales/en/recovery.json';
import type sports from './locales/en/sports.json';
import type validation from './locales/en/validation.json';
import type wallet from './locales/en/wallet.json';

// Keys are typed per namespace from the English files (a test proves Turkish has the same keys).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    nsSeparator: '.';
    resources: {
      account: typeof account;
      auth: typeof auth;
      casino: typeof casino;
      common: typeof common;
      content: typeof content;
      footer: typeof footer;
      history: typeof history;
      meta: typeof meta;
      mobile: typeof mobile;
      overlays: typeof overlays;
      play: typeof play;
      protection: typeof protection;
      recovery: typeof recovery;
      sports: typeof sports;
      validation: typeof validation;
      wallet: typeof wallet;
    };
  }
}
