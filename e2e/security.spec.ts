import { expect, test } from '@playwright/test';
import { prepareVisit } from './support/session';
import { watchViolations } from './support/violations';

// Server HTML cannot run a script: DOMPurify removes it, and the security policy
// (security-headers.ts, sent by `vite preview`) refuses it on its own. Every route, the games and
// the sportsbook running under the policy without a violation is walked in every-route.spec.ts.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });
const FIRST_PAINT = { timeout: 30_000 };

// Server HTML with every way to run a script that a content page could carry.
const HOSTILE_HTML =
  '<p id="hostile-probe">Terms</p>' +
  "<script>window.__injected = 'script'</script>" +
  '<img id="hostile-img" src="/no-such-picture.png" onerror="window.__injected = \'onerror\'">' +
  '<a id="hostile-link" href="javascript:window.__injected = \'link\'">Read</a>';

test('an inline script in server HTML is removed by DOMPurify and refused by the policy', async ({
  page,
}) => {
  const violations = watchViolations(page);
  await prepareVisit(page, 'en');
  // The content page's answer carries the hostile HTML (the mock backend answers in the service
  // worker, which page.route cannot reach, so the page's fetch is wrapped).
  await page.addInitScript((html) => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!url.pathname.endsWith('/api/cms/content')) return response;
      const body = (await response.json()) as { data: { body: string } | null };
      if (body.data) body.data.body = html;
      return new Response(JSON.stringify(body), {
        status: response.status,
        headers: response.headers,
      });
    };
  }, HOSTILE_HTML);
  await page.goto('/pages/1');
  const article = page.getByRole('main').locator('article');
  await expect(article.locator('#user-content-hostile-probe')).toHaveText('Terms', FIRST_PAINT);

  // DOMPurify: no script, handler or javascript: link reaches the page, and nothing ran. The
  // policy has its say even here: the browser reports the handler of DOMPurify's inert parse.
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('#user-content-hostile-img')).toHaveCount(1);
  await expect(article.locator('#user-content-hostile-img')).not.toHaveAttribute('onerror', /.*/);
  await expect(article.locator('#user-content-hostile-link')).not.toHaveAttribute(
    'href',
    /javascript:/,
  );
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
  const sanitized = await page.evaluate(() => window.__cspViolations ?? []);
  expect(sanitized.filter(({ directive }) => directive !== 'script-src-attr')).toEqual([]);
  await page.evaluate(() => (window.__cspViolations = []));

  // The policy on its own: the same HTML put into the page without DOMPurify never gets there.
  // Trusted Types refuse a plain string at innerHTML and at a script's text.
  const outcomes = await page.evaluate((html) => {
    const tried: string[] = [];
    const host = document.createElement('div');
    try {
      host.innerHTML = html.replace('hostile-img', 'raw-img');
      document.body.append(host);
      tried.push('html accepted');
    } catch {
      tried.push('html refused');
    }
    const script = document.createElement('script');
    try {
      script.textContent = "window.__injected = 'script'";
      document.body.append(script);
      tried.push('script accepted');
    } catch {
      tried.push('script refused');
    }
    return tried;
  }, HOSTILE_HTML);
  expect(outcomes).toEqual(['html refused', 'script refused']);
  await expect
    .poll(() => page.evaluate(() => window.__cspViolations?.map((v) => v.directive)))
    .toEqual(['require-trusted-types-for', 'require-trusted-types-for']);
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
  expect(violations.length).toBeGreaterThan(0);
});
