// Every business constant of the site (timings, sizes, limits, counts), named once.
export const TOAST_DURATION_MS = 4000;
export const TOAST_LOADING_DURATION_MS = 30000;
export const TOAST_POSITION = 'top-center';
export const TOAST_MAX_VISIBLE = 5;
export const UNREAD_BADGE_CAP = 9;
export const HEADER_HIDE_SCROLL_PX = 100;
export const MOBILE_BREAKPOINT_PX = 900;
export const NOTIFICATIONS_PANEL_HEIGHT_PX = 582;
export const BANNER_COLLAPSE_DELAY_MS = 500;
export const BANNER_TEXT_LOOP_S = 20;
export const TOOLTIP_DEFAULTS = { maxWidth: 350, delay: 0, zIndex: 9999 } as const;
export const BALANCE_POLL_MS = 10_000;
export const NOTIFICATION_PAGE = { skip: 0, take: 100 } as const;
export const GAME_SEARCH_TAKE = 5;
export const TOP_WINNERS_COUNT = 40;
export const DEFAULT_COUNTRY_NAME = 'Türkiye';
export const DEFAULT_CURRENCY_ID = 1;
export const PHONE = { minLength: 5, maxLength: 20, maskDigits: 10, prefix: '90' } as const;
export const SMS_CODE_LENGTH = 6;
// The username (5-30 register, 1-50 login, 2-20 recovery) and recovery code (3-20) lengths are
// rules of the contract's request schemas, which the forms apply through generated/forms.ts.
export const PASSWORD_MIN_LENGTH = { default: 5, login: 3 } as const;
export const RESEND_COUNTDOWN_S = 60;
export const CONFETTI_PARTICLES = 150;
export const TRIAL_BONUS_CLOSE_DELAY_MS = 1000;
export const CELEBRATION_START_DELAY_MS = 100;
export const COUNTRY_LIST_DELAY_MS = 300;
export const LOGIN_AFTER_PASSWORD_CHANGE_MS = 1000;
export const WITHDRAW_SUCCESS_CLOSE_MS = 500;
export const PAYMENT_FAILURE_CLOSE_MS = 100;
export const LOGOUT_RELOAD_DELAY_MS = 300;
export const LANGUAGE_RELOAD_DELAY_MS = 100;
export const PROVIDER_SCRIPT_DELAY_MS = 100;
export const LIVE_CHAT_FALLBACK_MS = 5000;
export const PLAY_TOP_BAR_HEIGHT_PX = 35;
export const DIALOG_DESKTOP_SIZE = { height: '699px', width: 'clamp(110px,90vw,990px)' } as const;
export const APP_SETTINGS_LINK_DELAY_MS = 1000;
export const BANNER_CAROUSEL = {
  slidesPerView: 1,
  breakpoints: [0, 768, 992, 1920],
  spaceBetween: 20,
  loop: false,
  autoplayDelayMs: 5000,
  disableOnInteraction: false,
  placeholders: 3,
  imageMinHeight: '15rem',
  imageMaxHeight: '27rem',
  imageMaxHeightPaddedMobile: '25rem',
  refreshMs: 100,
} as const;
export const PROVIDER_SLIDER = {
  autoplayDelayMs: 2000,
  slidesPerViewBelow992: 3,
  slidesPerViewFrom992: 7,
  spaceBetween: 20,
  loop: false,
  startDelayMs: 500,
} as const;
/** A held arrow key in a numeric input steps at once, again after 500 ms, then every 40 ms. */
/** The arrow keys step by 1 unless a field says otherwise. */
export const NUMERIC_DEFAULT_STEP = 1;
export const NUMERIC_REPEAT_DELAY_MS = 500;
export const NUMERIC_REPEAT_INTERVAL_MS = 40;
export const REALTIME_RETRY_DELAYS_MS = [0, 2000, 10_000, 30_000] as const;
/** The startup waits at most this long for the device fingerprint; it is stored when ready. */
export const FINGERPRINT_TIMEOUT_MS = 1000;
