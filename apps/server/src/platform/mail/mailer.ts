import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { loadedOnFirstUse } from '../lazy-package.ts';
import type { FastifyBaseLogger } from 'fastify';

/** nodemailer, loaded when a mail is first sent (SMTP: at start, so a wrong SMTP_URL says so at once). */
const nodemailer = loadedOnFirstUse<typeof Nodemailer>('nodemailer');

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** Shown in the console by the outbox only (e.g. the code), so a local owner can go on without a mail server. */
  outboxNote?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Default transport: every mail is written as an `.eml` file under `data/mail/` and announced in the
 * log. nodemailer (which writes the file's text) is loaded with the first mail.
 */
export function createOutboxMailer(options: { dir: string; from: string; logger: FastifyBaseLogger }): Mailer {
  let made: ReturnType<typeof makeOutboxTransport> | undefined;
  return {
    async send(message) {
      made ??= makeOutboxTransport();
      const info = await made.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      await fs.mkdir(options.dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      const file = path.join(options.dir, name);
      await fs.writeFile(file, info.message as Buffer);
      options.logger.info(
        { to: message.to, subject: message.subject, file: name },
        `[发件箱] 收件人 ${message.to} 主题 ${message.subject}${message.outboxNote ? ` ${message.outboxNote}` : ''}`,
      );
    },
    close: () => made?.close(),
  };
}

const makeOutboxTransport = () =>
  nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** Real delivery through the SMTP server of `SMTP_URL` (smtp:// or smtps://user:pass@host:port). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport: Transporter = nodemailer().createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    close: () => transport.close(),
  };
}
