import nodemailer from 'nodemailer';
import { mailLimits } from '@vh/contracts';
import { DeadlineExceeded } from '../lib/deadline-fetch.ts';
import type { Mailer } from './mailer.ts';

export type MailDeadlines = { [K in keyof typeof mailLimits]: number };

export function createSmtpMailer(options: {
  url: string;
  from: string;
  deadlines?: MailDeadlines;
}): Mailer {
  const deadlines = options.deadlines ?? mailLimits;
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: deadlines.connectTimeoutMs,
    greetingTimeout: deadlines.greetingTimeoutMs,
    socketTimeout: deadlines.socketTimeoutMs,
  });
  return {
    kind: 'smtp',
    async send(message) {
      const sending = transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      // nodemailer's timeouts cover each stage; a server that answers each stage slowly could still
      // hold one message far longer, so the whole delivery has a deadline too. The connection is
      // left to its socket timeout.
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new DeadlineExceeded(deadlines.sendDeadlineMs)),
          deadlines.sendDeadlineMs,
        );
      });
      sending.catch(() => undefined);
      try {
        await Promise.race([sending, deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
