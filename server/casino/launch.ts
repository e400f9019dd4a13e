import type { Context } from 'hono';
import type { GameProvider } from '../../generated/server/model/gameProvider.ts';
import { siteAddressOf } from '../content/site-address.ts';
import { gamePageAddress, launchDocument } from '../demo-games/address.ts';
import { SPIN_STAKE_CENTS } from '../demo-games/spin.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';
import { checkSpend } from '../protection/guard.ts';
import { issueGameSession } from './game-sessions.ts';
import { findGame } from './games.ts';

// The six launch calls: each opens a game of its own launch provider and answers where the game
// is, here the server's demo game provider: the game page's address with a new game session
// token (softgamings: an HTML launch document whose form opens that address). A game that this
// launch provider does not have cannot be launched; a player on a break, self-excluded or at a
// loss, wager or session-time limit cannot open a game (the protection check of a spin's stake).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = Context<any, any, any>;

export async function launchGame(c: AnyContext, provider: GameProvider, code: string) {
  const services = servicesOf(c);
  const t = tOf(c);
  const { player, sessionId } = await requireSession(c);
  const game = await findGame(services.db, code, provider);
  if (!game) return refuse(c, t('casino:launchFailed'));
  const refusal = await checkSpend(services, services.db, player.id, {
    kind: 'bet',
    cents: SPIN_STAKE_CENTS,
  });
  if (refusal) return refuse(c, t(refusal.key, refusal.params ?? {}));
  const token = await issueGameSession(services, {
    playerId: player.id,
    loginSessionId: sessionId,
    gameCode: game.code,
  });
  // The page is on the origin the site is served from (as the player's browser sees it).
  const page = gamePageAddress(siteAddressOf(c).origin, token);
  return ok(c, provider === 'softgamings' ? launchDocument(page, game) : page.href);
}
