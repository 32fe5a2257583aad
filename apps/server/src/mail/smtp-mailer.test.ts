import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.ts';
import { passwordResetMail } from './templates.ts';

const received: string[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  // A real SMTP server in the test: the adapter speaks the protocol, nothing is mocked.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('sends a message with plain-text and HTML parts over SMTP', async () => {
  const mailer = createSmtpMailer({
    url: `smtp://127.0.0.1:${port}`,
    from: 'VerifiedHours <no-reply@example.com>',
  });
  const link = 'http://localhost:3000/update-password?email=ada%40example.com&token=abc';
  await mailer.send(passwordResetMail('ada@example.com', 'Ada <script>', link));
  await mailer.close();

  expect(received).toHaveLength(1);
  const raw = received[0] ?? '';
  expect(raw).toMatch(/^To: ada@example\.com/m);
  expect(raw).toMatch(/^From: VerifiedHours <no-reply@example\.com>/m);
  expect(raw).toMatch(/^Subject: Reset your VerifiedHours password/m);
  expect(raw).toContain('Content-Type: text/plain');
  expect(raw).toContain('Content-Type: text/html');
  // The HTML part escapes what a user typed.
  expect(raw).toContain('Ada &lt;script&gt;');
});
