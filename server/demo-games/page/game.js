// The demo game provider's game page. It holds only the game session token of its launch (the
// `session` of its address) and asks its provider, on the server, for the game and the balance
// and for each spin: the server takes the stake, draws the result, pays any win and records the
// round; this page only shows what it answers. The site refreshes its own balance as it always
// does. Exit posts {command:'exit'} to the site, as a real game's lobby button does. The site
// frames this page sandboxed at an opaque origin, so the calls are cross-origin requests without
// credentials; a plain-text body keeps them simple requests (no preflight).
const session = new URLSearchParams(location.search).get('session') || '';
const nameLine = document.getElementById('name');
const providerLine = document.getElementById('provider');
const result = document.getElementById('result');
const spinButton = document.getElementById('spin');
const reels = document.querySelectorAll('.reel');
const money = (value) => value.toLocaleString('tr-TR', { minimumFractionDigits: 2 }) + ' ₺';

async function ask(path, body) {
  const response = await fetch('api/' + path, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(body),
    credentials: 'omit',
  });
  if (!response.ok) throw new Error('The game server answered ' + response.status + '.');
  return response.json();
}

function refused(reason) {
  result.textContent =
    reason === 'limit'
      ? 'Spin refused: a loss, wager or session time limit is reached.'
      : reason === 'session'
        ? 'Spin refused: this game session has ended. Open the game again.'
        : 'Spin refused: not enough balance.';
}

async function start() {
  try {
    const answer = await ask('session', { session });
    if (answer.type !== 'session') {
      refused('session');
      spinButton.disabled = true;
      return;
    }
    nameLine.textContent = answer.game;
    providerLine.textContent = answer.provider + ' · ' + money(answer.stake) + ' a spin';
    document.title = answer.game;
    result.textContent = 'Balance: ' + money(answer.balance);
  } catch {
    result.textContent = 'The game could not reach its server. Open the game again.';
  }
}

spinButton.addEventListener('click', async () => {
  spinButton.disabled = true;
  try {
    const answer = await ask('spin', { session });
    if (answer.type === 'refused') {
      refused(answer.reason);
      return;
    }
    answer.reels.forEach((symbol, index) => {
      if (reels[index]) reels[index].textContent = symbol;
    });
    result.textContent =
      (answer.won > 0 ? 'You won ' + money(answer.won) + '. ' : 'No win. ') +
      'Balance: ' +
      money(answer.balance);
  } catch {
    result.textContent = 'The spin did not reach the game server. Try again.';
  } finally {
    spinButton.disabled = false;
  }
});

document.getElementById('exit').addEventListener('click', () => {
  parent.postMessage({ command: 'exit' }, '*');
});

start();
