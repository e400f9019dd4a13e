// The script of the mock HTML game (softgamings' launch answer, mocks/handlers/launch-handlers.ts):
// its buttons use the provider script's closeGame() / reloadGame() once it is there. A file, not an
// inline script: the answer is a srcdoc frame, which runs under the site's security policy.
document.getElementById('exit').onclick = function () {
  if (window.closeGame) window.closeGame();
  else parent.postMessage({ command: 'exit' }, '*');
};
document.getElementById('again').onclick = function () {
  if (window.reloadGame) window.reloadGame();
};
