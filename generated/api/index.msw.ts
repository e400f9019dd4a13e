export { getAuthMock } from './auth/auth.msw.ts';
export { getBonusMock } from './bonus/bonus.msw.ts';
export { getCasinoMock } from './casino/casino.msw.ts';
export { getCmsMock } from './cms/cms.msw.ts';
export { getCustomerMock } from './customer/customer.msw.ts';
export { getPaymentMock } from './payment/payment.msw.ts';
export { getTransactionMock } from './transaction/transaction.msw.ts';
export { getUserMock } from './user/user.msw.ts';
