import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

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

/** Default transport: every mail is written as an `.eml` file under `data/mail/` and announced in the log. */
export function createOutboxMailer(options: { dir: string; from: string; logger: FastifyBaseLogger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({
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
    close: () => transport.close(),
  };
}

/** Real delivery through the SMTP server of `SMTP_URL` (smtp:// or smtps://user:pass@host:port). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport: Transporter = nodemailer.createTransport(options.url);
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
