import { TransactionStatus } from '../../generated/server/model/transactionStatus.ts';
import type { Translate, Locale } from '../i18n/i18n.ts';
import { lira } from '../i18n/i18n.ts';
import type { PaymentRow } from '../payments/rows.ts';
import { CHECKOUT_PATH } from './address.ts';

// The demo provider's payment page: the method, the amount and where the deposit stands, with a
// confirm and a cancel button while it waits. Plain forms posted to the server: the page runs no
// script at all, and its style is a file (see the policy in routes.ts).
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function document(locale: Locale, t: Translate, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>${escape(t('payment:checkout.title'))}</title>
    <link rel="stylesheet" href="${CHECKOUT_PATH}.css" />
  </head>
  <body>
    <main>
      <h1>${escape(t('payment:checkout.heading'))}</h1>
${body}
      <p class="note">${escape(t('payment:checkout.stands'))}</p>
    </main>
  </body>
</html>
`;
}

function statusText(t: Translate, status: number): string {
  if (status === TransactionStatus.Pending) return t('payment:checkout.pending');
  if (status === TransactionStatus.Confirmed) return t('payment:checkout.confirmed');
  if (status === TransactionStatus.Cancelled) return t('payment:checkout.cancelled');
  return t('payment:checkout.settled');
}

function button(action: 'confirm' | 'cancel', ref: string, label: string): string {
  const kind = action === 'cancel' ? ' class="secondary"' : '';
  return `      <form method="post" action="${CHECKOUT_PATH}/${action}">
        <input type="hidden" name="payment" value="${escape(ref)}" />
        <button type="submit"${kind}>${escape(label)}</button>
      </form>`;
}

export function checkoutPage(t: Translate, payment: PaymentRow, ref: string): string {
  const waiting = payment.status === TransactionStatus.Pending;
  const rows = [
    [t('payment:checkout.method'), escape(payment.method_title)],
    [
      t('payment:checkout.amount'),
      `<strong>${escape(lira(payment.locale, payment.cents))}</strong>`,
    ],
    [
      t('payment:checkout.status'),
      `<span role="status">${escape(statusText(t, payment.status))}</span>`,
    ],
  ]
    .map(([term, value]) => `        <dt>${escape(term ?? '')}</dt><dd>${value ?? ''}</dd>`)
    .join('\n');
  const actions = waiting
    ? [
        button('confirm', ref, t('payment:checkout.confirm')),
        button('cancel', ref, t('payment:checkout.cancel')),
      ].join('\n')
    : `      <p>${escape(t('payment:checkout.back'))}</p>`;
  return document(payment.locale, t, `      <dl>\n${rows}\n      </dl>\n${actions}`);
}

export function notFoundPage(t: Translate, locale: Locale): string {
  return document(locale, t, `      <p role="alert">${escape(t('payment:checkout.notFound'))}</p>`);
}
