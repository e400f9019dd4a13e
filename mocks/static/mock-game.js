// A stand-in for a provider's game page (mock mode only). Exit posts {command:'exit'} to
// the site, as a real game's lobby button does. Spin asks the mock backend (mocks/game-spin.ts)
// to take a bet of 10 and pay every third spin; the answer shows. Framed by the site, the page is
// sandboxed at an opaque origin (no BroadcastChannel to the site), so it asks the site's window,
// where the mock backend runs, by postMessage; opened on its own, over a BroadcastChannel. A spin
// names only the game session token of this launch (the `session` of this page's address); the
// backend finds the player from it and believes no name a game page sends.
const query = new URLSearchParams(location.search);
document.getElementById('name').textContent = query.get('name') || 'Mock game';
document.getElementById('provider').textContent =
  (query.get('provider') || '') + ' · ' + (query.get('game') || '');
document.title = query.get('name') || 'Mock game';
const symbols = ['7', '★', '♦', '♣', '🍒', '🔔'];
const result = document.getElementById('result');
const money = (value) => value.toLocaleString('tr-TR', { minimumFractionDigits: 2 }) + ' ₺';
const framed = window.parent !== window;
const channel = framed ? null : new BroadcastChannel('mock-game');
const backend = {
  postMessage: (message) =>
    framed ? window.parent.postMessage(message, '*') : channel.postMessage(message),
  addEventListener: (type, listener) =>
    framed
      ? window.addEventListener(type, (event) => {
          if (event.source === window.parent && event.data) listener(event);
        })
      : channel.addEventListener(type, listener),
};
backend.addEventListener('message', ({ data }) => {
  if (data.type === 'refused')
    result.textContent =
      data.reason === 'limit'
        ? 'Spin refused: a loss, wager or session time limit is reached.'
        : data.reason === 'session'
          ? 'Spin refused: this game session has ended. Open the game again.'
          : 'Spin refused: not enough balance.';
  if (data.type !== 'spun') return;
  result.textContent =
    (data.won > 0 ? 'You won ' + money(data.won) + '. ' : 'No win. ') +
    'Balance: ' +
    money(data.balance);
});
document.getElementById('spin').addEventListener('click', () => {
  document.querySelectorAll('.reel').forEach((reel) => {
    reel.textContent = symbols[Math.floor(Math.random() * symbols.length)];
  });
  backend.postMessage({ type: 'spin', session: query.get('session') || '' });
});
document.getElementById('exit').addEventListener('click', () => {
  parent.postMessage({ command: 'exit' }, '*');
});
