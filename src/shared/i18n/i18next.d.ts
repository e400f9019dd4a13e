import 'i18next';
import type account from './locales/en/account.json';
import type auth from './locales/en/auth.json';
import type casino from './locales/en/casino.json';
import type content from './locales/en/content.json';
import type footer from './locales/en/footer.json';
import type mobile from './locales/en/mobile.json';
import type overlays from './locales/en/overlays.json';
import type play from './locales/en/play.json';
import type recovery from './locales/en/recovery.json';
import type sports from './locales/en/sports.json';
import type validation from './locales/en/validation.json';
import type wallet from './locales/en/wallet.json';
import type { resources } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof resources &
        typeof footer &
        typeof content &
        typeof casino &
        typeof mobile &
        typeof validation &
        typeof overlays &
        typeof auth &
        typeof recovery &
        typeof account &
        typeof play &
        typeof sports &
        typeof wallet;
    };
  }
}
