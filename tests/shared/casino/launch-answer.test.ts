import { describe, expect, it } from 'vitest';
import {
  LAUNCH_FORM_SCRIPT,
  LOCAL_LAUNCH_PATH,
  prepareFrame,
  providerScript,
  readLaunchAnswer,
  rewriteStaticHosts,
  withLaunchScript,
  withProviderScript,
} from '@/shared/casino/launch/launch-answer';

const site = 'https://site.test';

describe('launch answers: a URL or an HTML document', () => {
  it('reads https addresses as URL frames; plain http is refused', () => {
    expect(readLaunchAnswer('https://games.example/play?x=1', site)).toEqual({
      kind: 'url',
      url: 'https://games.example/play?x=1',
    });
    expect(readLaunchAnswer(' https://games.example/ ', site)).toEqual({
      kind: 'url',
      url: 'https://games.example/',
    });
    expect(readLaunchAnswer(' http://games.example/ ', site)).toBeNull();
  });

  it('reads a document as an HTML frame', () => {
    expect(readLaunchAnswer('<!DOCTYPE html><p>x</p>')).toEqual({
      kind: 'html',
      html: '<!DOCTYPE html><p>x</p>',
    });
  });

  it.each([
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<p>x</p>'],
    ['relative', '/play/1'],
    ['empty', ''],
    ['null', null],
  ])('refuses a %s answer', (_label, data) => {
    expect(readLaunchAnswer(data)).toBeNull();
  });
});

// The static resource hosts of one provider are rewritten to a local launch path.
describe('rewriteStaticHosts', () => {
  it('rewrites https, http and protocol-relative references of both static hosts', () => {
    const html =
      '<script src="https://static.softgamings.com/a.js"></script>' +
      "<link href='http://cdn.softgamings.com/b.css'>" +
      '<img src="//static.softgamings.com/c.png">' +
      '<style>body{background:url(https://cdn.softgamings.com)}</style>';
    expect(rewriteStaticHosts(html, site)).toBe(
      `<script src="${site}${LOCAL_LAUNCH_PATH}/a.js"></script>` +
        `<link href='${site}${LOCAL_LAUNCH_PATH}/b.css'>` +
        `<img src="${site}${LOCAL_LAUNCH_PATH}/c.png">` +
        `<style>body{background:url(${site}${LOCAL_LAUNCH_PATH})}</style>`,
    );
  });

  it('rewrites a URL answer and is case-insensitive', () => {
    expect(rewriteStaticHosts('https://STATIC.softgamings.com/game?id=1', site)).toBe(
      `${site}${LOCAL_LAUNCH_PATH}/game?id=1`,
    );
  });

  it('leaves other hosts alone, look-alikes included', () => {
    const text =
      'https://sg.gamelaunch.net/x https://static.softgamings.com.evil.test/x https://mystatic.softgamings.com/x';
    expect(rewriteStaticHosts(text, site)).toBe(text);
  });
});

describe('provider script: injected after 100 ms', () => {
  it('goes before </body>, waits the delay and bridges exit and reload', () => {
    const html = withProviderScript('<html><body><p>x</p></BODY></html>', 100);
    expect(html).toMatch(/<p>x<\/p><script>.*<\/script><\/BODY><\/html>$/);
    expect(html).toContain('setTimeout(bridge,100)');
    expect(html).toContain("event:'closeGame'");
    expect(html).toContain("event:'reloadGame'");
  });

  it('is appended to a document without a body end', () => {
    expect(withProviderScript('<p>x</p>', 100)).toBe(
      `<p>x</p><script>${providerScript(100)}</script>`,
    );
  });

  it('applies to softgamings only', () => {
    const url = { kind: 'url', url: 'https://static.softgamings.com/g' } as const;
    const html = { kind: 'html', html: '<body>https://cdn.softgamings.com/a.js</body>' } as const;
    expect(prepareFrame('dt', url, site, 100)).toBe(url);
    // Another provider's HTML answer gets the launch script only: no host rewrite, no bridge.
    expect(prepareFrame('hub88', html, site, 100)).toEqual({
      kind: 'html',
      html: `<body>https://cdn.softgamings.com/a.js<script>${LAUNCH_FORM_SCRIPT}</script></body>`,
    });
    expect(prepareFrame('softgamings', url, site, 100)).toEqual({
      kind: 'url',
      url: `${site}${LOCAL_LAUNCH_PATH}/g`,
    });
    const scripted = prepareFrame('softgamings', html, site, 100);
    expect(scripted?.kind === 'html' && scripted.html).toContain(
      `${site}${LOCAL_LAUNCH_PATH}/a.js`,
    );
    expect(scripted?.kind === 'html' && scripted.html).toContain('setTimeout(bridge,100)');
  });
});

describe('an HTML launch answer (the contract: a launch form and its auto-submit script)', () => {
  const answer =
    '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Aviator</title></head><body><form id="launch" method="post" action="https://sg.gamelaunch.net/aviator"><input type="hidden" name="token" value="e41b"></form><script>document.getElementById(\'launch\').submit();</script></body></html>';

  it("swaps the answer's own scripts, which the frame's policy refuses, for the site's launch script", () => {
    const html = withLaunchScript(answer);
    expect(html).not.toContain("getElementById('launch')");
    expect(html).toContain(
      '<form id="launch" method="post" action="https://sg.gamelaunch.net/aviator">',
    );
    expect(html).toContain(`<script>${LAUNCH_FORM_SCRIPT}</script></body>`);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('takes out every script, whatever its case, attributes or source', () => {
    const html = withLaunchScript(
      '<p>x</p><SCRIPT type="module">a()</SCRIPT ><script src="https://x.example/b.js"></script>',
    );
    expect(html).toBe(`<p>x</p><script>${LAUNCH_FORM_SCRIPT}</script>`);
  });
});
