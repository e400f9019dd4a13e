// The mock backend's bonus offers and the bonus codes it accepts (QA types these). Data only: the
// rules of claiming them are domain/bonus.ts's.

export interface MockOffer {
  id: number;
  title: { tr: string; en: string };
  description: { tr: string; en: string };
  amount: number | null;
  percentage: number | null;
  minDeposit: number | null;
  /** What the bonus is worth once claimed. */
  value: number;
}

export const MOCK_OFFERS: readonly MockOffer[] = [
  {
    id: 41,
    title: { tr: '%50 Yatırım Bonusu', en: '50% Deposit Bonus' },
    description: {
      tr: '<p>Bir sonraki yatırımınıza <strong>%50</strong> bonus, en fazla 1.000 ₺.</p>',
      en: '<p>A <strong>50%</strong> bonus on your next deposit, up to ₺1,000.</p>',
    },
    amount: null,
    percentage: 50,
    minDeposit: 100,
    value: 250,
  },
  {
    id: 42,
    title: { tr: '25 ₺ Kayıp Bonusu', en: '₺25 Cashback Bonus' },
    description: {
      tr: '<p>Bu haftaki kayıplarınıza karşılık 25 ₺ bonus.</p>',
      en: "<p>A ₺25 bonus against this week's losses.</p>",
    },
    amount: 25,
    percentage: null,
    minDeposit: null,
    value: 25,
  },
  {
    id: 43,
    title: { tr: '20 Freespin', en: '20 Free Spins' },
    description: {
      tr: '<p>Sweet Bonanza oyununda <em>20 freespin</em>.</p>',
      en: '<p><em>20 free spins</em> on Sweet Bonanza.</p>',
    },
    amount: 40,
    percentage: null,
    minDeposit: 50,
    value: 40,
  },
];

/** The bonus codes the mock accepts (QA types these), each worth its amount. */
export const MOCK_BONUS_CODES: Readonly<Record<string, number>> = {
  HOSGELDIN50: 50,
  ROYAL100: 100,
};
