import { useEffect, useState } from 'react';
import { sanitizeHtml } from './sanitize-html';

export type SanitizedHtml =
  { status: 'pending' } | { status: 'ready'; html: string | TrustedHTML } | { status: 'failed' };

const PENDING: SanitizedHtml = { status: 'pending' };

/** The sanitized form of `html`; pending until DOMPurify has loaded and cleaned it. */
export function useSanitizedHtml(html: string): SanitizedHtml {
  const [result, setResult] = useState<{ source: string; value: SanitizedHtml } | null>(null);

  useEffect(() => {
    let current = true;
    sanitizeHtml(html).then(
      (clean) => current && setResult({ source: html, value: { status: 'ready', html: clean } }),
      () => current && setResult({ source: html, value: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [html]);

  // A result for older HTML is never shown for newer HTML.
  return result?.source === html ? result.value : PENDING;
}
