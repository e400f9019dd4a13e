import {
  launchAmusnet,
  launchDt,
  launchEgt,
  launchEm,
  launchHub88,
  launchSoftgamings,
} from '@generated/api/casino/casino';
import {
  LaunchPlatform,
  type AmusnetLaunchRequest,
  type DtLaunchRequest,
  type EmLaunchRequest,
  type Game,
  type GameProvider,
  type LaunchResponse,
  type PlatformLaunchRequest,
  type SoftgamingsLaunchRequest,
} from '@generated/api/model';

/** What a launch body needs besides the game: the device, the interface language, the lobby. */
export interface LaunchContext {
  isMobile: boolean;
  language: string;
  /** Where the game sends the player when they leave it (egt, hub88). */
  lobbyUrl: string;
}

type LaunchOptions = Parameters<typeof launchDt>[1];

interface LaunchBodies {
  dt: DtLaunchRequest;
  em: EmLaunchRequest;
  amusnet: AmusnetLaunchRequest;
  egt: PlatformLaunchRequest;
  hub88: PlatformLaunchRequest;
  softgamings: SoftgamingsLaunchRequest;
}

export interface LaunchRoute<Body> {
  /** The generated request function of the provider's launch call. */
  call: (body: Body, options?: LaunchOptions) => Promise<LaunchResponse>;
  /** Exactly the request fields of this provider's launch call, nothing more. */
  body: (game: Game, context: LaunchContext) => Body;
  /** A failed egt, hub88 or softgamings launch also closes the play modal. */
  closesOnFailure: boolean;
}

const platformBody = (game: Game, context: LaunchContext): PlatformLaunchRequest => ({
  platform: context.isMobile ? LaunchPlatform.Mobile : LaunchPlatform.Desktop,
  gameCode: game.gameCode,
  language: context.language,
  lobbyUrl: context.lobbyUrl,
});

// The provider of a game picks its launch call (GameProvider in the contract).
export const launchTable: { [P in GameProvider]: LaunchRoute<LaunchBodies[P]> } = {
  dt: {
    call: launchDt,
    body: (game) => ({ code: game.gameCode }),
    closesOnFailure: false,
  },
  em: {
    call: launchEm,
    // The contract requires an integer; an em game always has one, 0 stands in for a gap.
    body: (game) => ({ code: game.gameCode, productId: game.productId ?? 0 }),
    closesOnFailure: false,
  },
  amusnet: {
    call: launchAmusnet,
    body: (game, context) => ({ code: game.gameCode, isMobile: context.isMobile }),
    closesOnFailure: false,
  },
  egt: { call: launchEgt, body: platformBody, closesOnFailure: true },
  hub88: { call: launchHub88, body: platformBody, closesOnFailure: true },
  softgamings: {
    call: launchSoftgamings,
    body: (game, context) => ({
      system: game.system ?? '',
      pageCode: game.gameCode,
      isMobile: context.isMobile ? 1 : 0,
    }),
    closesOnFailure: true,
  },
};

export interface PreparedLaunch<Body = unknown> {
  provider: GameProvider;
  body: Body;
  closesOnFailure: boolean;
  send: (options?: LaunchOptions) => Promise<LaunchResponse>;
}

function prepare<P extends GameProvider>(
  provider: P,
  game: Game,
  context: LaunchContext,
): PreparedLaunch<LaunchBodies[P]> {
  const route: LaunchRoute<LaunchBodies[P]> = launchTable[provider];
  const body = route.body(game, context);
  return {
    provider,
    body,
    closesOnFailure: route.closesOnFailure,
    send: (options) => route.call(body, options),
  };
}

/** The launch call of a game, its body built and ready to send. */
export function prepareLaunch(game: Game, context: LaunchContext): PreparedLaunch {
  return prepare(game.launchProvider, game, context);
}
