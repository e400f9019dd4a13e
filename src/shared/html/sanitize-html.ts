/**
 * Sanitizes HTML from the server with DOMPurify, which is loaded on first use (a dynamic import:
 * it must not weigh on the first page). Rendered HTML always goes through here first.
 */
export async function sanitizeHtml(html: string): Promise<string | TrustedHTML> {
  const { purifyForPage } = await import('./purify');
  return purifyForPage(html);
}
