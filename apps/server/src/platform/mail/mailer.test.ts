import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig, type Env } from '../../config.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer.ts';
import { alreadyRegisteredMail, codeMail } from './templates.ts';

// ---------------------------------------------------------------------------------------------
// A small MIME reader: enough to read back what nodemailer writes (encoded-word headers,
// multipart/alternative, base64 or quoted-printable parts).

interface ParsedMail {
  headers: Record<string, string>;
  /** The decoded text of every leaf part, in order. */
  texts: string[];
}

const latin1Bytes = (s: string) => Buffer.from(s, 'latin1');

/** Decodes RFC 2047 encoded words; adjacent words are joined before decoding (split characters). */
function decodeHeader(value: string): string {
  return value.replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=\s*)+/g, (run) => {
    const bytes = [...run.matchAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g)].map(([, encoding, text = '']) =>
      encoding!.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : latin1Bytes(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          ),
    );
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}

const decodeQuotedPrintable = (s: string) =>
  latin1Bytes(
    s.replace(/=\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  ).toString('utf8');

function parseMail(raw: string): ParsedMail {
  const source = raw.replace(/\r\n/g, '\n');
  const cut = source.indexOf('\n\n');
  const head = cut === -1 ? source : source.slice(0, cut);
  const body = cut === -1 ? '' : source.slice(cut + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'));
    return { headers, texts: parts.flatMap((p) => parseMail(p.replace(/^\n/, '')).texts) };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { headers, texts: [text] };
}

// ---------------------------------------------------------------------------------------------
// A real SMTP peer on a free port.

interface Received {
  mailFrom: string | undefined;
  rcptTo: string[];
  user: string | undefined;
  raw: string;
}

async function startSmtpPeer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...options,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const silentLogger = () => {
  const info = vi.fn();
  const noop = () => undefined;
  const logger = {
    info,
    warn: noop,
    error: noop,
    debug: noop,
    trace: noop,
    fatal: noop,
    child: () => logger,
    level: 'info',
    silent: noop,
  } as unknown as FastifyBaseLogger;
  return { logger, info };
};

const FROM = '轻量博客 <no-reply@localhost>';

// ---------------------------------------------------------------------------------------------

describe('outbox mailer', () => {
  let dir: string;
  let mailer: Mailer | undefined;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-outbox-test-'));
  });
  afterEach(() => mailer?.close());
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes each mail as an .eml file under its folder, creating the folder', async () => {
    const outbox = path.join(dir, 'nested', 'mail');
    const { logger, info } = silentLogger();
    mailer = createOutboxMailer({ dir: outbox, from: FROM, logger });
    await mailer.send(codeMail('轻量博客', 'reader@example.com', 'REGISTER', '482913'));

    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    const mail = parseMail(raw);
    expect(mail.headers.to).toBe('reader@example.com');
    expect(mail.headers.from).toBe(FROM);
    expect(mail.headers.subject).toBe('【轻量博客】注册账号验证码');
    const [text, html] = mail.texts;
    expect(text).toContain('您的验证码是：482913');
    expect(text).toContain('验证码 15 分钟内有效，只能使用一次。');
    expect(text).toContain('—— 轻量博客');
    expect(html).toContain('482913');
    expect(html).toContain('此邮件由 轻量博客 自动发送，请勿直接回复。');

    // The console line names the mail and, for a local owner, the code.
    expect(info).toHaveBeenCalledTimes(1);
    const [fields, line] = info.mock.calls[0]!;
    expect(fields).toMatchObject({ to: 'reader@example.com', subject: '【轻量博客】注册账号验证码', file: files[0] });
    expect(line).toBe('[发件箱] 收件人 reader@example.com 主题 【轻量博客】注册账号验证码 验证码 482913');
  });

  it('keeps every mail in a file of its own', async () => {
    const outbox = path.join(dir, 'many');
    mailer = createOutboxMailer({ dir: outbox, from: FROM, logger: silentLogger().logger });
    await Promise.all([
      mailer.send(codeMail('轻量博客', 'a@example.com', 'PASSWORD_RESET', '111111')),
      mailer.send(codeMail('轻量博客', 'b@example.com', 'EMAIL_CHANGE', '222222')),
      mailer.send(alreadyRegisteredMail('轻量博客', 'c@example.com')),
    ]);
    const mails = fs.readdirSync(outbox).map((f) => parseMail(fs.readFileSync(path.join(outbox, f), 'utf8')));
    expect(mails.map((m) => m.headers.to).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    const bySubject = Object.fromEntries(mails.map((m) => [m.headers.subject, m.texts[0]]));
    expect(bySubject['【轻量博客】修改密码验证码']).toContain('111111');
    expect(bySubject['【轻量博客】更换绑定邮箱验证码']).toContain('222222');
    expect(bySubject['【轻量博客】注册提醒']).toContain('该邮箱已经有账号了');
  });
});

describe('SMTP mailer', () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let mailer: Mailer | undefined;
  afterEach(async () => {
    mailer?.close();
    mailer = undefined;
    await peer?.close();
  });

  it('delivers to a real SMTP server', async () => {
    peer = await startSmtpPeer();
    mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${peer.port}`, from: FROM });
    await mailer.send(codeMail('轻量博客', 'reader@example.com', 'SUBSCRIBE', '735102'));

    expect(peer.received).toHaveLength(1);
    const [message] = peer.received;
    expect(message!.mailFrom).toBe('no-reply@localhost');
    expect(message!.rcptTo).toEqual(['reader@example.com']);
    const mail = parseMail(message!.raw);
    expect(mail.headers.subject).toBe('【轻量博客】确认邮件订阅验证码');
    expect(mail.texts[0]).toContain('您的验证码是：735102');
  });

  it('signs in with the credentials of the URL', async () => {
    peer = await startSmtpPeer({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret/pass') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
    });
    mailer = createSmtpMailer({
      url: `smtp://mailer:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${peer.port}`,
      from: FROM,
    });
    await mailer.send(codeMail('轻量博客', 'reader@example.com', 'REGISTER', '246810'));
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]!.user).toBe('mailer');

    const wrong = createSmtpMailer({ url: `smtp://mailer:wrong@127.0.0.1:${peer.port}`, from: FROM });
    try {
      await expect(wrong.send(codeMail('轻量博客', 'reader@example.com', 'REGISTER', '135790'))).rejects.toThrow();
    } finally {
      wrong.close();
    }
    expect(peer.received).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// The configured transport of the real server (the transport is the same on either database).

describe('the server’s mail transport', () => {
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  let peer: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;

  async function start(env: Partial<Record<keyof Env, string>>): Promise<{ app: FastifyInstance; dataDir: string }> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-mail-test-'));
    dirs.push(dataDir);
    const app = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ADMIN_USERNAME: 'admin',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'admin-pass-123',
        ...env,
      }),
    );
    apps.push(app);
    await app.ready();
    return { app, dataDir };
  }

  afterEach(async () => {
    while (apps.length) await apps.pop()!.close();
    await peer?.close();
    peer = undefined;
    while (dirs.length) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
  });

  const sendRegisterCode = (app: FastifyInstance, email: string) =>
    app.inject({ method: 'POST', url: `/api/auth/send-register-code?email=${encodeURIComponent(email)}` });

  it('sends the register code over SMTP when SMTP_URL is set, and the code registers', async () => {
    peer = await startSmtpPeer();
    const { app, dataDir } = await start({
      SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
      MAIL_FROM: '我的博客 <blog@example.com>',
    });

    const res = await sendRegisterCode(app, 'newcomer@example.com');
    expect(res.statusCode).toBe(200);
    expect(peer.received).toHaveLength(1);
    const message = peer.received[0]!;
    expect(message.mailFrom).toBe('blog@example.com');
    expect(message.rcptTo).toEqual(['newcomer@example.com']);
    const mail = parseMail(message.raw);
    expect(mail.headers.subject).toBe('【轻量博客】注册账号验证码');
    const code = /您的验证码是：(\d{6})/.exec(mail.texts[0] ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // Nothing went to the outbox.
    expect(fs.existsSync(path.join(dataDir, 'mail'))).toBe(false);

    const registered = await app.inject({
      method: 'POST',
      url: `/api/auth/register?verificationCode=${code}`,
      payload: { username: 'newcomer', email: 'newcomer@example.com', password: 'newcomer-pass' },
    });
    expect(registered.statusCode).toBe(201);
  });

  it('answers 503 MAIL_FAILED when the SMTP server cannot be reached, without its details', async () => {
    const port = await closedPort();
    const { app } = await start({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const res = await sendRegisterCode(app, 'unlucky@example.com');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      code: 'MAIL_FAILED',
      message: '发送验证码失败，请稍后重试',
      data: null,
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|smtp/i);
  });

  it('delivers a notification over SMTP with one-click unsubscribe headers and text and HTML parts', async () => {
    peer = await startSmtpPeer();
    const { app } = await start({ SMTP_URL: `smtp://127.0.0.1:${peer.port}`, PUBLIC_URL: 'https://blog.example.com' });
    // What the server queued at its start (its own first articles) goes before anyone subscribes.
    await app.services.jobs.drain();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'admin-pass-123' },
    });
    const authorization = `Bearer ${login.json().data.accessToken as string}`;
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/admin/subscriptions',
      headers: { authorization },
      payload: { email: 'follower@example.com', subscriptionType: 'USER_NEW_ARTICLE' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const published = await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { authorization },
      payload: { title: '春天的第一篇', slug: 'spring', excerpt: '花开了。', content: '正文', status: 'PUBLISHED' },
    });
    expect(published.statusCode, published.body).toBe(201);
    await app.services.jobs.drain();

    expect(peer.received.map((m) => m.rcptTo)).toEqual([['follower@example.com']]);
    const { raw } = peer.received[0]!;
    const mail = parseMail(raw);
    expect(mail.headers.subject).toBe('【轻量博客】新文章：春天的第一篇');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/blog\.example\.com\/api\/user\/subscriptions\/unsubscribe\?token=[^>\s]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/im);
    const [text, html] = mail.texts;
    expect(text).toContain('春天的第一篇');
    expect(text).toContain('花开了。');
    expect(text).toContain('阅读全文：https://blog.example.com/articles/spring');
    expect(html).toContain('<h2 style="margin:0 0 12px;font-size:20px">春天的第一篇</h2>');
    expect(html).toContain('href="https://blog.example.com/articles/spring"');

    // The mail client's one-click POST to the header's address unsubscribes.
    const address = new URL(mail.headers['list-unsubscribe']!.slice(1, -1));
    const oneClick = await app.inject({
      method: 'POST',
      url: `${address.pathname}${address.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const listed = await app.inject({ method: 'GET', url: '/api/admin/subscriptions', headers: { authorization } });
    expect(listed.json().data.content).toMatchObject([{ email: 'follower@example.com', status: 'UNSUBSCRIBED' }]);
  });

  it('writes the register code to DATA_DIR/mail by default', async () => {
    const { app, dataDir } = await start({});
    expect((await sendRegisterCode(app, 'local@example.com')).statusCode).toBe(200);
    const outbox = path.join(dataDir, 'mail');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = parseMail(fs.readFileSync(path.join(outbox, files[0]!), 'utf8'));
    expect(mail.headers.to).toBe('local@example.com');
    expect(mail.headers.from).toBe('轻量博客 <no-reply@localhost>');
    expect(mail.texts[0]).toMatch(/您的验证码是：\d{6}/);
  });
});
