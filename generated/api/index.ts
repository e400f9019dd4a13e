export * from './auth/auth.ts';
export * from './bonus/bonus.ts';
export * from './casino/casino.ts';
export * from './cms/cms.ts';
export * from './customer/customer.ts';
export * from './payment/payment.ts';
export * from './transaction/transaction.ts';
export * from './user/user.ts';
