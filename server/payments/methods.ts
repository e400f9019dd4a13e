import type { Selectable } from 'kysely';
import type { PaymentField } from '../../generated/server/model/paymentField.ts';
import type { PaymentMethod } from '../../generated/server/model/paymentMethod.ts';
import type { Db } from '../db/database.ts';
import type { PaymentsTables } from '../db/tables/payments.ts';
import { fromCents } from '../money/ledger.ts';

// The payment methods and their forms, as the database holds them (seeded from the mock's).
export type MethodRow = Selectable<PaymentsTables['payment_methods']>;
export type Direction = MethodRow['type'];

export function methodView(row: MethodRow): PaymentMethod {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    logoUrl: row.logo_url,
    minAmount: fromCents(row.min_cents),
    maxAmount: fromCents(row.max_cents),
  };
}

/** The methods of one direction, in the order the page lists them. */
export async function methodsOfType(db: Db, type: Direction): Promise<MethodRow[]> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('type', '=', type)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The method with this id in this direction, or undefined (a deposit cannot use a withdraw method). */
export async function methodOf(db: Db, id: number, type: number): Promise<MethodRow | undefined> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('id', '=', id)
    .where('type', '=', type as Direction)
    .executeTakeFirst();
}

/** The fields of a method's form, in order; an empty list is a method without a form. */
export async function fieldsOf(db: Db, methodId: number): Promise<PaymentField[]> {
  const rows = await db
    .selectFrom('payment_fields')
    .selectAll()
    .where('method_id', '=', methodId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    key: row.key,
    mask: row.mask,
    objectType: row.object_type,
    option: row.options,
  }));
}
