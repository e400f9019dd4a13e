// Where the demo game provider's game page is, and what a launch answers: the page's address
// with the launch's game session token (and nothing about the player), or for softgamings an HTML
// launch document in the shape the contract's example has (its form opens the same page).
export const DEMO_GAMES_PATH = '/demo/games';
export const GAME_PAGE_PATH = `${DEMO_GAMES_PATH}/play`;

/** The game page of a game session, on the origin the site is served from. */
export function gamePageAddress(origin: string, token: string): URL {
  const url = new URL(GAME_PAGE_PATH, origin);
  url.searchParams.set('session', token);
  return url;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * An HTML launch answer: a launch form and the provider's script that submits it (the site runs
 * its own launch script instead, since the game frame's policy refuses the provider's). The form
 * opens the game page as GET. Its head names the provider's static host, which the site rewrites
 * to its local launch path.
 */
export function launchDocument(page: URL, game: { code: string; name: string }): string {
  const inputs = [...page.searchParams]
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const code = escape(game.code);
  return `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><meta name="provider-assets" content="https://static.softgamings.com/games/${code}/"><title>${escape(game.name)}</title></head><body><form id="launch" method="get" action="${escape(page.origin + page.pathname)}">${inputs}</form><script>document.getElementById('launch').submit();</script></body></html>`;
}
