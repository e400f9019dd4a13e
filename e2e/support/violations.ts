import type { Page } from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __injected?: string;
  }
}

/**
 * Every CSP violation of the page and its frames: each document reports its own
 * securitypolicyviolation events on the console (a sandboxed frame cannot reach the page), and
 * the browser logs a refusal there too.
 */
export function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/securitypolicyviolation|Content Security Policy/i.test(text)) violations.push(text);
  });
  void page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const violation = {
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      };
      window.__cspViolations?.push(violation);
      console.error(`securitypolicyviolation ${JSON.stringify(violation)}`);
    });
  });
  return violations;
}
