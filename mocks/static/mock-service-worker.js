// The mock backend's service worker: MSW's own worker behind one filter. MSW's worker posts every
// request of the page to the page, which matches it against each of the mock handlers before
// letting it go to the network, so each script and style of a page load waited for the page's
// busy main thread. Scripts, styles and fonts are never mocked: they go straight to the server.
// Calls and the mock's generated pictures still reach the handlers.
const NEVER_MOCKED = new Set(['script', 'style', 'font', 'manifest']);

self.addEventListener('fetch', (event) => {
  if (NEVER_MOCKED.has(event.request.destination)) event.stopImmediatePropagation();
});

self.importScripts('./mockServiceWorker.js');
