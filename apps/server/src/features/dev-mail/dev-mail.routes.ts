import escapeHtml from 'escape-html';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { t, ZDevMailMessages, type TDevMailMessage } from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import { listOutbox } from '../../mail/outbox-mailer.ts';

const SHOWN = 100;

async function messages(db: Database): Promise<TDevMailMessage[]> {
  const rows = await listOutbox(db, SHOWN);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    links: row.links,
    created_at: row.createdAt.toISOString(),
  }));
}

function page(list: TDevMailMessage[]): string {
  const items = list
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">${escapeHtml(t('server.devMail.to', { to: m.to }))} · <time datetime="${m.created_at}">${escapeHtml(m.created_at.replace('T', ' ').slice(0, 19))} UTC</time></p>
  <pre>${escapeHtml(m.text)}</pre>
  ${m.links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('')}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('server.devMail.title'))}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}
h1{font-size:22px}h2{font-size:18px;margin:4px 0}.meta{color:#666;font-size:13px;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 system-ui,sans-serif;margin:0}
a{word-break:break-all}
</style></head><body>
<h1>${escapeHtml(t('server.devMail.heading'))}</h1>
<p class="meta">${escapeHtml(t('server.devMail.about', { shown: SHOWN }))} <a href="/dev/mail">${escapeHtml(t('server.devMail.refresh'))}</a></p>
${items || `<p>${escapeHtml(t('server.devMail.empty'))}</p>`}
</body></html>`;
}

/**
 * The embedded mailbox: registered only when mail goes to the outbox instead of SMTP. It holds
 * every reset and verification link, so `guard` keeps it to this machine unless opened on purpose.
 */
export function devMailRoutes(db: Database, guard: onRequestHookHandler) {
  return function register(app: FastifyInstance) {
    app.addHook('onRequest', guard);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/dev/mail/api/messages',
      {
        schema: {
          tags: ['dev'],
          summary: 'Mail kept in the embedded outbox, newest first',
          response: { 200: ZDevMailMessages },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { messages: await messages(db) };
      },
    );
    r.get('/dev/mail', async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(await messages(db))),
    );
  };
}
