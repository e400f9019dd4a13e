import type { Bootstrap, Game } from '@generated/api/model';
import { art, artSizes } from './art.ts';
import { MOCK_PAYMENT_ORIGINS } from './payment-data.ts';
import { tileArt } from './tile-art.ts';

const BANNER_SIZES: Array<[number, number]> = [
  [768, 400],
  [1200, 432],
  [1920, 560],
];
const POPUP_SIZES: Array<[number, number]> = [
  [480, 600],
  [768, 600],
  [1200, 800],
];

const aviator: Game = {
  gameCode: '1024',
  name: 'Aviator',
  providerName: 'Spribe',
  mainProviderId: 11,
  productId: null,
  system: 'spribe',
  systemCategory: 9,
  imageUrl: tileArt('Aviator', 350),
  launchProvider: 'softgamings',
};

/** The trial bonus offered at registration; defining it adds this much to the balance. */
export const MOCK_TRIAL_BONUS_AMOUNT = 100;

/** The startup bundle of the mock backend; `host` is the address the site is served from. */
export function mockBootstrap(host: string): Bootstrap {
  return {
    casinoCategoryList: [
      {
        id: 3,
        name: 'Slot Oyunları',
        slugList: ['slot'],
        imageUrl: art({ width: 96, height: 96, title: '7', hue: 40, style: 'tile' }),
      },
      {
        id: 7,
        name: 'Canlı Rulet',
        slugList: ['live'],
        imageUrl: art({ width: 96, height: 96, title: 'R', hue: 0, style: 'tile' }),
      },
      {
        id: 8,
        name: 'Canlı Blackjack',
        slugList: ['live'],
        imageUrl: art({ width: 96, height: 96, title: '21', hue: 150, style: 'tile' }),
      },
      {
        id: 10,
        name: 'Canlı Poker',
        slugList: ['live'],
        imageUrl: art({ width: 96, height: 96, title: 'P', hue: 200, style: 'tile' }),
      },
      {
        id: 11,
        name: 'Canlı Baccarat',
        slugList: ['live'],
        imageUrl: art({ width: 96, height: 96, title: 'B', hue: 280, style: 'tile' }),
      },
      {
        id: 13,
        name: 'Canlı Krupiye',
        slugList: ['live'],
        imageUrl: art({ width: 96, height: 96, title: 'D', hue: 320, style: 'tile' }),
      },
      {
        id: 9,
        name: 'Crash Oyunları',
        slugList: ['games', 'slot'],
        imageUrl: art({ width: 96, height: 96, title: 'X', hue: 20, style: 'tile' }),
      },
      {
        id: 15,
        name: 'Tüm Slotlar',
        slugList: ['slot'],
        imageUrl: art({ width: 96, height: 96, title: 'A-Z', hue: 70, style: 'tile' }),
      },
      {
        id: 12,
        name: 'Tombala',
        slugList: ['bingo'],
        imageUrl: art({ width: 96, height: 96, title: '90', hue: 100, style: 'tile' }),
      },
      {
        id: 14,
        name: 'TV Oyunları',
        slugList: ['tvbets'],
        imageUrl: art({ width: 96, height: 96, title: 'TV', hue: 220, style: 'tile' }),
      },
    ],
    language: [{ locale: 'tr' }, { locale: 'en' }],
    translationList: [],
    siteOption: [
      { key: 'callcenterform', value: '/callback-form.html', status: true },
      { key: 'sportsbookurl', value: '/sportsbook.html', status: true },
      { key: 'livechatid', value: '18234567', status: true },
      { key: 'telegram', value: 'https://t.me/royalbet', status: true },
      { key: 'twitter', value: 'https://x.com/royalbet', status: true },
      { key: 'instagram', value: 'https://www.instagram.com/royalbet', status: true },
      { key: 'youtube', value: 'https://www.youtube.com/@royalbet', status: true },
      { key: 'rghelpline', value: 'https://www.begambleaware.org', status: true },
      {
        key: 'rgselftest',
        value: 'https://www.begambleaware.org/gambling-problems/do-i-have-a-gambling-problem',
        status: true,
      },
    ],
    popup: {
      url: '/promotions',
      images: artSizes(
        { title: 'Hoş Geldin Bonusu', subtitle: '%100 ilk yatırım bonusu', hue: 265 },
        POPUP_SIZES,
      ),
    },
    domainStatus: { current: host, next: 'royalbet501.com' },
    trialBonusAmount: MOCK_TRIAL_BONUS_AMOUNT,
    sliderList: [
      {
        slug: 'home',
        items: [
          {
            url: '/promotions',
            target: null,
            images: artSizes(
              {
                title: 'Hoş Geldin Bonusu',
                subtitle: '%100 ilk yatırım bonusu, 5.000 ₺ değerinde',
                hue: 265,
              },
              BANNER_SIZES,
            ),
          },
          {
            url: '/casino/live',
            target: null,
            images: artSizes(
              { title: 'Canlı Casino', subtitle: 'Gerçek krupiyelerle 7/24', hue: 350 },
              BANNER_SIZES,
            ),
          },
          {
            url: '/spor',
            target: null,
            images: artSizes(
              { title: 'Spor Bahisleri', subtitle: 'Yüksek oranlar, canlı bahis', hue: 150 },
              BANNER_SIZES,
            ),
          },
        ],
      },
      {
        slug: 'casino',
        items: [
          {
            url: '/casino/slot',
            target: null,
            images: artSizes(
              { title: 'Slot Turnuvası', subtitle: '250.000 ₺ ödül havuzu', hue: 30 },
              BANNER_SIZES,
            ),
          },
        ],
      },
    ],
    video: null,
    menuList: [
      { title: 'routes.sports', route: '/spor', icon: 'sports', game: null },
      { title: 'routes.liveSports', route: '/livespor', icon: 'live-sports', game: null },
      { title: 'routes.casinoSlot', route: '/casino/slot', icon: 'slot', game: null },
      { title: 'routes.casinoLive', route: '/casino/live', icon: 'live-casino', game: null },
      { title: 'routes.casinoGames', route: '/casino/games', icon: 'games', game: null },
      { title: 'routes.casinoBingo', route: '/casino/bingo', icon: 'bingo', game: null },
      { title: 'routes.casinoTvBets', route: '/casino/tvbets', icon: 'tv', game: null },
      { title: 'routes.esports', route: '/esports', icon: 'esports', game: null },
      { title: 'Aviator', route: '/casino/play', icon: 'games', game: aviator },
      { title: 'routes.promotions', route: '/promotions', icon: 'promotions', game: null },
      { title: 'Bizi Arayın', route: '', icon: 'phone', game: null },
    ],
    paymentOrigins: [...MOCK_PAYMENT_ORIGINS],
  };
}
