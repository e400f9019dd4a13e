import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import type { Services } from '../services.ts';

// A development page: what the server would have sent by SMS or mail (codes included), newest
// first, as HTML at /dev/outbox and as JSON at /dev/outbox.json (the tests and the journeys read
// codes there). Never in production: nothing is kept in the outbox there, and this mounts nothing.
const LATEST = 50;
const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export interface OutboxMessage {
  channel: 'sms' | 'mail';
  recipient: string;
  body: string;
  createdAt: string;
}

export async function latestMessages(services: Services): Promise<OutboxMessage[]> {
  const rows = await services.db
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(LATEST)
    .execute();
  return rows.map((row) => ({
    channel: row.channel,
    recipient: row.recipient,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  }));
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

function page(messages: readonly OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.createdAt)}</td><td>${escapeHtml(message.channel)}</td>` +
        `<td>${escapeHtml(message.recipient)}</td><td>${escapeHtml(message.body)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Outbox</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 0.3rem 0.6rem; text-align: left; vertical-align: top; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>What the server would have sent by SMS or mail (no provider is configured): the latest ${LATEST}, newest first.</p>
${
  messages.length
    ? `<table>\n<thead><tr><th>Time (UTC)</th><th>Channel</th><th>Recipient</th><th>Message</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`
    : '<p>Nothing has been sent yet.</p>'
}
</body>
</html>
`;
}

export function outboxRoutes(app: Hono<AppEnv>, services: Services): void {
  if (services.config.production) return;
  app.get('/dev/outbox.json', async (c) =>
    c.json(await latestMessages(services), 200, PAGE_HEADERS),
  );
  app.get('/dev/outbox', async (c) =>
    c.html(page(await latestMessages(services)), 200, PAGE_HEADERS),
  );
}
