// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LAUNCH_FORM_SCRIPT } from '@/shared/casino/launch/launch-answer';
import { ENTRY_LOADER } from '../../build/entry-loader';
import { contentSecurityPolicy, inlineHashes, securityHeaders } from '../../security-headers';

// The site's security policy is strict (hashes and 'strict-dynamic', Trusted Types), reports
// where the deployment says, and comes with HSTS and an opener policy.
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const PAGE = `<html><head><style>body{margin:0}</style></head><body><div id="root"></div><script>${ENTRY_LOADER}</script></body></html>`;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the security policy', () => {
  const env = {};
  const production = directives(contentSecurityPolicy({ mode: 'production', html: PAGE, env }));

  it('runs scripts by hash and strict-dynamic only: no host, no self, no inline, no eval', () => {
    const scripts = production.get('script-src') ?? [];
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).toContain(hash(ENTRY_LOADER));
    expect(scripts).toContain(hash(LAUNCH_FORM_SCRIPT));
    expect(scripts.filter((source) => !/^'(strict-dynamic|sha256-[^']+)'$/.test(source))).toEqual(
      [],
    );
  });

  it('allows the page frame style by its hash and no inline style otherwise', () => {
    expect(production.get('style-src')).toEqual(["'self'", hash('body{margin:0}')]);
  });

  it('frames only the game and sportsbook hosts and live chat in production', () => {
    const frames = production.get('frame-src') ?? [];
    expect(frames).not.toContain("'self'");
    expect(frames).toContain('https://sg.gamelaunch.net');
  });

  it('requires Trusted Types, with the named policies only', () => {
    expect(production.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(production.get('trusted-types')).toEqual([
      'entry',
      'dompurify',
      'game-frame',
      'live-chat',
      'default',
    ]);
  });

  it('reports violations where the deployment says, and nowhere when it says nothing', () => {
    expect(production.has('report-to')).toBe(false);
    const reportUrl = 'https://reports.royalbet.example/csp';
    const headers = securityHeaders({ html: PAGE, env: { CSP_REPORT_URL: reportUrl } });
    const policy = directives(headers['Content-Security-Policy'] ?? '');
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(policy.get('report-uri')).toEqual([reportUrl]);
    expect(headers['Reporting-Endpoints']).toBe(`csp="${reportUrl}"`);
  });

  it('comes with HSTS and an opener policy', () => {
    const headers = securityHeaders({ html: PAGE, env });
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });

  it('adds a server-stamped nonce when there is one', () => {
    const policy = directives(contentSecurityPolicy({ html: PAGE, env, nonce: 'r4nd0m' }));
    expect(policy.get('script-src')).toContain("'nonce-r4nd0m'");
    expect(policy.get('style-src')).toContain("'nonce-r4nd0m'");
  });

  it('hashes inline code only, never a script file', () => {
    const html = '<script src="/a.js"></script><script>x()</script><style>p{}</style>';
    expect(inlineHashes(html)).toEqual({ scripts: [hash('x()')], styles: [hash('p{}')] });
  });
});
