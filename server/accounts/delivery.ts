import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Services } from '../services.ts';

// What the server sends by SMS or mail. No provider is configured yet: outside production each
// message is kept in the `outbox` table (the /dev/outbox page and the tests read codes there)
// and the log says to whom and why, never what; in production nothing is kept and the log says
// that no provider is configured.
export type Channel = 'sms' | 'mail';

export async function deliver(
  services: Services,
  trx: Transaction<Database>,
  message: { channel: Channel; recipient: string; playerId: number; purpose: string; body: string },
): Promise<void> {
  const { channel, recipient, playerId, purpose, body } = message;
  if (services.config.production) {
    services.logger.warn(
      { channel, recipient, purpose },
      'no SMS or mail provider is configured: the message was not sent',
    );
    return;
  }
  await trx
    .insertInto('outbox')
    .values({ channel, recipient, player_id: playerId, body, created_at: services.now() })
    .execute();
  services.logger.info({ channel, recipient, purpose }, 'message kept in the outbox (no provider)');
}
