export * from './auth/auth.zod.ts';
export * from './bonus/bonus.zod.ts';
export * from './casino/casino.zod.ts';
export * from './cms/cms.zod.ts';
export * from './customer/customer.zod.ts';
export * from './payment/payment.zod.ts';
export * from './transaction/transaction.zod.ts';
export * from './user/user.zod.ts';
