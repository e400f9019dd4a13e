// The mock backend's service worker: MSW's own worker behind one filter. MSW's worker posts every
// request of the page to the page, which matches it against each of the mock handlers before
// letting it go to the network, so each script and style of a page load waited for the page's
// busy main thread. Scripts, styles, fonts and the build's own files (its pictures and the icon
// sprite, under assets/) are never mocked: they go straight to the server. Calls and the mock's
// generated pictures still reach the handlers.
const NEVER_MOCKED = new Set(['script', 'style', 'font', 'manifest']);
const BUILT_FILES = new URL('assets/', self.registration.scope).href;

self.addEventListener('fetch', (event) => {
  const { destination, url } = event.request;
  if (NEVER_MOCKED.has(destination) || url.startsWith(BUILT_FILES)) {
    event.stopImmediatePropagation();
  }
});

self.importScripts('./mockServiceWorker.js');
