// @vitest-environment-options {"url": "https://royalbet.example/casino"}
import { describe, expect, it } from 'vitest';
import { externalHref, navigationTarget } from '@/shared/navigation/safe-url';

// No open redirect: every address that comes in data (banners, promotions, popups, menus, site
// settings, server HTML, payment and launch answers) goes through one check. Same-site paths come
// out as single-slash paths, off-site addresses as absolute https addresses and everything else is
// refused. The corpus holds well-known redirect and scheme tricks. The page is at SITE (the
// environment options above), the origin a same-site address is checked against by default.
const SITE = 'https://royalbet.example';

describe('the URL check: same-site paths', () => {
  it.each([
    ['/casino/slot', '/casino/slot'],
    ['  /spor  ', '/spor'],
    ['/promotions?tab=all#top', '/promotions?tab=all#top'],
    ['casino/live', '/casino/live'],
    [`${SITE}/casino/live`, '/casino/live'],
    ['HTTPS://ROYALBET.EXAMPLE:443/spor', '/spor'],
    ['/casino/./slot/../live', '/casino/live'],
    ['/a//b///c', '/a/b/c'],
    // Encoded slashes stay encoded: a browser does not treat them as a host separator.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%s is the path %s', (raw, path) => {
    expect(navigationTarget(raw, SITE)).toEqual({ kind: 'internal', path });
  });

  // The review's findings: each parsed as a same-site URL whose path starts with '//', which a
  // link or the router then followed to evil.example.
  it.each([
    [`${SITE}//evil.example/x`, '/evil.example/x'],
    ['/.//evil.example/x', '/evil.example/x'],
    ['/./\\evil.example', '/evil.example'],
    ['/a/..//evil.example', '/evil.example'],
    ['/%2e/%2e//evil.example', '/evil.example'],
    ['/%2e%2e//evil.example/x?y=1', '/evil.example/x?y=1'],
    [`${SITE}/.%2e//evil.example`, '/evil.example'],
  ])('%s never becomes a protocol-relative //host link (%s)', (raw, path) => {
    const target = navigationTarget(raw, SITE);
    expect(target).toEqual({ kind: 'internal', path });
    expect(target?.kind === 'internal' && target.path.startsWith('//')).toBe(false);
  });

  it('works on a plain-http development origin for its own paths', () => {
    expect(
      navigationTarget('http://127.0.0.1:4173/mock-checkout.html?a=1', 'http://127.0.0.1:4173'),
    ).toEqual({ kind: 'internal', path: '/mock-checkout.html?a=1' });
  });
});

describe('the URL check: off-site addresses', () => {
  it.each([
    ['https://partner.example/offer', 'https://partner.example/offer'],
    ['https://t.me/royalbet', 'https://t.me/royalbet'],
    // Protocol-relative, backslash and tab tricks name another host: external, never internal.
    ['//evil.example/x', 'https://evil.example/x'],
    ['///evil.example', 'https://evil.example/'],
    ['\\/evil.example', 'https://evil.example/'],
    ['/\\evil.example', 'https://evil.example/'],
    ['\\\\evil.example', 'https://evil.example/'],
    ['/\t/evil.example', 'https://evil.example/'],
    ['https:\\\\evil.example', 'https://evil.example/'],
    [`${SITE}.evil.example/`, 'https://royalbet.example.evil.example/'],
  ])('%s is the external address %s', (raw, href) => {
    expect(navigationTarget(raw, SITE)).toEqual({ kind: 'external', href });
  });
});

describe('the URL check: refused', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['a bare hash', '#'],
    ['null', null],
    ['undefined', undefined],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals', 'JaVaScRiPt:alert(document.domain)'],
    ['javascript: after a NUL', '\u0000javascript:alert(1)'],
    ['javascript: split by a newline', 'java\nscript:alert(1)'],
    ['javascript: split by a tab', 'java\tscript:alert(1)'],
    ['javascript: after spaces', '   javascript:alert(1)'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['data:text/html base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data:image', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://files.example/x'],
    ['blob:', `blob:${SITE}/0f0e`],
    ['mailto:', 'mailto:help@royalbet.example'],
    ['plain http off-site', 'http://partner.example/'],
    ['plain http on the https site', 'http://royalbet.example/spor'],
    ['http: host without slashes', 'http:evil.example'],
    ['credentials before the host', `${SITE}@evil.example/`],
    ['credentials on the site', 'https://user:pass@royalbet.example/spor'],
    ['an unparsable host', 'https://[::1'],
    ['a scheme without a host', 'https://'],
  ])('%s', (_label, raw) => {
    expect(navigationTarget(raw, SITE)).toBeNull();
  });
});

describe('externalHref', () => {
  it('gives an absolute https or same-site address to open in a new tab, else null', () => {
    expect(externalHref('/.//evil.example/x')).toBe(`${SITE}/evil.example/x`);
    expect(externalHref('https://t.me/royalbet')).toBe('https://t.me/royalbet');
    expect(externalHref('http://t.me/royalbet')).toBeNull();
    expect(externalHref('javascript:alert(1)')).toBeNull();
  });
});
