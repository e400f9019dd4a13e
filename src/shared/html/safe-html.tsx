import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { navigationTarget } from '@/shared/navigation/safe-url';
import { useSanitizedHtml } from './use-sanitized-html';

export interface SafeHtmlProps {
  /** HTML from the server; rendered only after DOMPurify has cleaned it. */
  html: string;
  className?: string;
  /** Shown until the HTML is sanitized. */
  pending?: ReactNode;
  /** Shown if the sanitizer could not be loaded. */
  failed?: ReactNode;
  /** Called before a same-site link inside the HTML is followed (e.g. to close a dialog). */
  onNavigate?: () => void;
}

/** Server HTML, sanitized before it reaches the DOM; same-site links route without a reload. */
export function SafeHtml({
  html,
  className,
  pending = null,
  failed = null,
  onNavigate,
}: SafeHtmlProps) {
  const sanitized = useSanitizedHtml(html);
  const navigate = useNavigate();

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || anchor.target === '_blank') return;
    const href = anchor.getAttribute('href');
    // An in-page link (#user-content-…, purify.ts) scrolls within the page: the browser's own.
    if (href?.startsWith('#')) return;
    const target = navigationTarget(href);
    if (target?.kind !== 'internal') return;
    event.preventDefault();
    onNavigate?.();
    void navigate(target.path);
  };

  if (sanitized.status === 'pending') return pending;
  if (sanitized.status === 'failed') return failed;
  return (
    // Clicks bubble up from links inside the server HTML (Enter on a link is a click too), so the
    // links keep their own keyboard access; the container itself is not a control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={className}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: sanitized.html }}
    />
  );
}
