import {
  getLaunchAmusnetMockHandler,
  getLaunchDtMockHandler,
  getLaunchEgtMockHandler,
  getLaunchEmMockHandler,
  getLaunchHub88MockHandler,
  getLaunchSoftgamingsMockHandler,
} from '@generated/api/casino/casino.msw';
import {
  LaunchAmusnetBody,
  LaunchDtBody,
  LaunchEgtBody,
  LaunchEmBody,
  LaunchHub88Body,
  LaunchSoftgamingsBody,
} from '@generated/api/casino/casino.zod';
import type { GameProvider, LimitKind } from '@generated/api/model';
import { findPlayerByToken, type Player } from '../db';
import { issueGameSession } from '../game-sessions';
import { SPIN_STAKE } from '../game-spin';
import { playBlockedBy } from '../protection';
import { ok, refused, say, unauthorized } from './envelope';

// The six launch calls, one per game provider. Each answers the address of the local mock game
// page (mocks/static/mock-game.html), softgamings an HTML document (as in the contract's
// example); a game code containing 'fail' is refused.
export const MOCK_LAUNCH_FAILURE = {
  tr: 'Oyun başlatılamadı.',
  en: 'The game could not be launched.',
} as const;

/** Why play is refused: each limit (loss, wager, session time) has its own message. */
function limitReachedMessage(request: Request, kind: LimitKind): string {
  if (kind === 4) {
    return say(
      request,
      'Günlük oturum süresi limitinize ulaştınız. Yarın tekrar oynayabilirsiniz.',
      'You have reached your daily session time limit. You can play again tomorrow.',
    );
  }
  if (kind === 2) {
    return say(
      request,
      'Kayıp limitinize ulaştınız. Limit dönemi bitene kadar oyun açılamaz.',
      'You have reached your loss limit. Games cannot be opened until the limit period ends.',
    );
  }
  return say(
    request,
    'Bahis limitinize ulaştınız. Limit dönemi bitene kadar oyun açılamaz.',
    'You have reached your wager limit. Games cannot be opened until the limit period ends.',
  );
}

const invalidRequest = (request: Request) =>
  say(request, 'Geçersiz istek.', 'The request is not valid.');

interface ParsedBody {
  success: boolean;
  data?: unknown;
}

type Info = { request: Request };

function gamePage(request: Request, player: Player, provider: GameProvider, code: string): string {
  const url = new URL('/mock-game.html', new URL(request.url).origin);
  url.searchParams.set('provider', provider);
  url.searchParams.set('game', code);
  url.searchParams.set('name', code);
  // As a provider's launch address: a new game session of this launch, never the player's name.
  // The game's spins name this token only; the player is the token's (game-sessions.ts).
  const session = issueGameSession({
    player: player.username,
    game: code,
    provider,
    loginToken: player.token,
  });
  url.searchParams.set('session', session);
  return url.href;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// An HTML answer in the shape of the contract's softgamings example: a launch form and the
// provider's script that submits it (the site runs its own launch script instead, since the
// game frame's policy refuses the provider's). The form opens the mock game page with this
// launch's game session, as GET so the static preview server can answer it. Its head names the
// provider's static host, which the site rewrites to the local launch path.
function launchDocument(request: Request, player: Player, code: string): string {
  const page = new URL(gamePage(request, player, 'softgamings', code));
  const inputs = [...page.searchParams]
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const name = escape(code);
  return `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><meta name="provider-assets" content="https://static.softgamings.com/games/${name}/"><title>${name}</title></head><body><form id="launch" method="get" action="${escape(page.origin + page.pathname)}">${inputs}</form><script>document.getElementById('launch').submit();</script></body></html>`;
}

function launchHandler(
  provider: GameProvider,
  schema: { safeParse: (value: unknown) => ParsedBody },
  codeOf: (body: Record<string, unknown>) => unknown,
) {
  return async ({ request }: Info) => {
    const player = findPlayerByToken(request.headers.get('Authorization')) ?? unauthorized();
    const raw: unknown = await request.json();
    if (!schema.safeParse(raw).success || typeof raw !== 'object' || raw === null) {
      return refused(invalidRequest(request));
    }
    const code = codeOf(raw as Record<string, unknown>);
    if (typeof code !== 'string') return refused(invalidRequest(request));
    if (code.includes('fail')) {
      return refused(say(request, MOCK_LAUNCH_FAILURE.tr, MOCK_LAUNCH_FAILURE.en));
    }
    const limit = playBlockedBy(player.username, SPIN_STAKE, Date.now());
    if (limit) return refused(limitReachedMessage(request, limit.kind));
    return ok(
      provider === 'softgamings'
        ? launchDocument(request, player, code)
        : gamePage(request, player, provider, code),
    );
  };
}

export const launchHandlers = [
  getLaunchDtMockHandler(launchHandler('dt', LaunchDtBody, (body) => body.code)),
  getLaunchEmMockHandler(launchHandler('em', LaunchEmBody, (body) => body.code)),
  getLaunchAmusnetMockHandler(launchHandler('amusnet', LaunchAmusnetBody, (body) => body.code)),
  getLaunchEgtMockHandler(launchHandler('egt', LaunchEgtBody, (body) => body.gameCode)),
  getLaunchHub88MockHandler(launchHandler('hub88', LaunchHub88Body, (body) => body.gameCode)),
  getLaunchSoftgamingsMockHandler(
    launchHandler('softgamings', LaunchSoftgamingsBody, (body) => body.pageCode),
  ),
];
