import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from './env.ts';

/**
 * The outbox written by the server: one RFC 822 message per `.eml` file under DATA_DIR/mail.
 * A tiny MIME reader (headers, multipart bodies, quoted-printable/base64, RFC 2047 words), enough
 * for what nodemailer writes — no mail-parsing dependency.
 */
export interface OutboxMail {
  file: string;
  headers: Map<string, string>;
  subject: string;
  to: string;
  /** Decoded text/plain part ('' when the mail has none). */
  text: string;
  /** Decoded text/html part ('' when the mail has none). */
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParam(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i] as string;
    const hex = soft.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = (headerParam(part.headers.get('content-type'), 'charset') ?? 'utf-8').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'utf8');
  return new TextDecoder(charset).decode(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) as nodemailer writes in Subject. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    });
}

/** Leaf parts of a (possibly nested) multipart entity. */
function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = headerParam(type, 'boundary');
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`);
  // sections[0] is the preamble; the one starting with "--" is the closing delimiter and epilogue.
  return sections
    .slice(1)
    .filter((s) => !s.startsWith('--'))
    .flatMap((s) => leafParts(splitHeaders(s.replace(/^[ \t]*\n/, '').replace(/\n$/, ''))));
}

export function parseEml(file: string, raw: string): OutboxMail {
  const message = splitHeaders(raw);
  const leaves = leafParts(message);
  const textOf = (mime: RegExp) => {
    const part = leaves.find((p) => mime.test(p.headers.get('content-type') ?? 'text/plain'));
    return part ? decodeBody(part) : '';
  };
  return {
    file,
    headers: message.headers,
    subject: decodeWords(message.headers.get('subject') ?? ''),
    to: decodeWords(message.headers.get('to') ?? ''),
    text: textOf(/^text\/plain/i),
    html: textOf(/^text\/html/i),
  };
}

/** Every mail in the outbox addressed to `email`, newest first (file names start with an ISO time). */
export function mailsTo(email: string, dir = E2E_MAIL_DIR): OutboxMail[] {
  if (!fs.existsSync(dir)) return [];
  const wanted = email.toLowerCase();
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => {
      const file = path.join(dir, name);
      return { file, name, mtime: fs.statSync(file).mtimeMs };
    })
    .sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name))
    .map(({ file }) => parseEml(file, fs.readFileSync(file, 'utf8')))
    .filter((mail) => mail.to.toLowerCase().includes(wanted));
}

const CODE_PATTERN = /您的验证码是：\s*(\d{6})/;

/** The 6-digit code from a mail's text part (falling back to the HTML part). */
export function extractCode(mail: OutboxMail): string | null {
  return CODE_PATTERN.exec(mail.text)?.[1] ?? CODE_PATTERN.exec(mail.html)?.[1] ?? null;
}

/**
 * Waits (briefly, polling) for a code mail to `email` that was not there before — pass the files
 * seen before asking for the code via `sinceFiles`, so an older code is never picked up.
 */
export async function waitForCode(
  email: string,
  options: { sinceFiles?: ReadonlySet<string>; timeoutMs?: number } = {},
): Promise<string> {
  const found = { code: '' };
  await expect
    .poll(
      () => {
        const newest = mailsTo(email).find((m) => !options.sinceFiles?.has(m.file));
        found.code = (newest && extractCode(newest)) ?? '';
        return found.code;
      },
      {
        message: `a verification code mail to ${email} in ${E2E_MAIL_DIR}`,
        timeout: options.timeoutMs ?? 10_000,
        intervals: [100, 200, 250, 500],
      },
    )
    .toMatch(/^\d{6}$/);
  return found.code;
}

/** The outbox files that exist now (to pass as `sinceFiles`). */
export function outboxSnapshot(): Set<string> {
  return new Set(
    fs.existsSync(E2E_MAIL_DIR) ? fs.readdirSync(E2E_MAIL_DIR).map((n) => path.join(E2E_MAIL_DIR, n)) : [],
  );
}
