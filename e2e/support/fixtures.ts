import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, SCREENSHOT_DIR } from './env.ts';
import { outboxSnapshot, waitForCode } from './outbox.ts';
import { CspViolations } from './csp-violations.ts';
import { hydrated } from './page-load.ts';

export { expect };

export interface TestUser {
  username: string;
  email: string;
  password: string;
  displayName: string;
}

let counter = 0;
/** A unique user (username ≤ 20 chars of [A-Za-z0-9_]) for this run. */
export function newUserData(prefix = 'u'): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `${prefix}_${id}`,
    email: `${prefix}.${id}@example.com`,
    password: 'Secret-pass-123',
    displayName: `测试用户${id.slice(-4)}`,
  };
}

/**
 * Ant Design puts a space between the two characters of a two-character CJK button label
 * ('登录' renders as '登 录'); this matches the label with or without those spaces.
 */
export function label(text: string): RegExp {
  const escaped = [...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${escaped.join('\\s*')}\\s*$`);
}

/** Registers through the API the web app calls, with the code read from the outbox. */
export async function registerViaApi(request: APIRequestContext, user: TestUser = newUserData()): Promise<TestUser> {
  const before = outboxSnapshot();
  const sent = await request.post('/api/auth/send-register-code', { params: { email: user.email } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await waitForCode(user.email, { sinceFiles: before });
  const registered = await request.post('/api/auth/register', {
    params: { verificationCode: code },
    data: { username: user.username, email: user.email, password: user.password, displayName: user.displayName },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  expect(await registered.json()).toMatchObject({ success: true, data: { username: user.username, role: 'USER' } });
  return user;
}

/** Logs in through the login form (optionally arriving with a return path). */
export async function loginViaForm(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.getByLabel('用户名或邮箱').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: label('登录') }).click();
}

export async function gotoLoginAndSignIn(
  page: Page,
  user: { username: string; password: string },
  redirect?: string,
): Promise<void> {
  await page.goto(redirect ? `/auth/login?redirect=${encodeURIComponent(redirect)}` : '/auth/login');
  await loginViaForm(page, user);
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** An explicit screenshot into e2e/screenshots/ (git-ignored), for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Let antd's motion (drawers, messages, skeletons) settle before the picture.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false, animations: 'disabled' });
}

/**
 * A screenshot once antd's toasts and tooltips have gone: the pointer is moved to a corner first,
 * since a hover left on a button (the theme toggle, a wizard's centred button) keeps its tooltip.
 */
export async function settledScreenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  await page.mouse.move(2, (viewport?.height ?? 800) - 2);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await expect(page.locator('.ant-tooltip:visible')).toHaveCount(0);
  await screenshot(page, name);
}

/**
 * The web app's own session in `page` (the token its API client sends as `Authorization: Bearer …`,
 * kept in localStorage under 'accessToken'), as headers for `page.request` calls made as that user.
 */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token, 'a signed-in session in this page').toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

/**
 * The administrator's headers for API calls that arrange a test's data (articles, products, tags),
 * signed in once per worker through the real login call.
 */
let adminToken: string | null = null;
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  if (!adminToken) {
    const response = await request.post('/api/auth/login', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    expect(response.ok(), await response.text()).toBe(true);
    adminToken = ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
  }
  return { authorization: `Bearer ${adminToken}` };
}

/** Uploads a PNG as the administrator (an article's or product's image); answers its address. */
export async function uploadImage(request: APIRequestContext, name: string, png: Buffer): Promise<string> {
  const response = await request.post('/api/admin/upload/image', {
    headers: await adminHeaders(request),
    multipart: { type: 'images', file: { name, mimeType: 'image/png', buffer: png } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

/**
 * A real PNG (RGB), built in memory so a test needs no fixture file: a diagonal blend from `from`
 * to `to`. Different colours give different bytes, so two uploads are never the same image.
 */
export function makePng(
  width: number,
  height: number,
  from: [number, number, number] = [40, 120, 200],
  to: [number, number, number] = [220, 220, 200],
): Buffer {
  const rowLength = width * 3 + 1;
  const raw = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowLength] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const at = y * rowLength + 1 + x * 3;
      for (let c = 0; c < 3; c++)
        raw[at + c] = Math.round((from[c] as number) + ((to[c] as number) - (from[c] as number)) * t);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * What the test browser itself says, not the site: the suite blocks service workers (each context
 * would otherwise precache the whole build; appearance.spec allows them to test the app's worker),
 * and the context's init scripts (the toast recorder, the CSP listener) are run in every frame,
 * which a sandboxed frame without scripts (the mail preview) refuses — at times, as the frame's
 * document and the injection race.
 */
const HARNESS_MESSAGES = [
  'Service Worker registration blocked by Playwright',
  "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set.",
];

/** Console errors/warnings and uncaught page errors, to look at after the test. */
export function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !HARNESS_MESSAGES.includes(m.text()))
      messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

/**
 * Console errors, uncaught page errors and error reports collected while a page runs. React's
 * production build reports a hydration mismatch (#418) as an uncaught error, which the web app also
 * posts to /api/errors/report: either one fails a test that looks at the list.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !HARNESS_MESSAGES.includes(m.text())) errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/errors/report')
      errors.push(`error report: ${r.postData() ?? ''}`);
  });
  return errors;
}

/**
 * Runs in every page of a test's context: keeps the text of every message (toast) the page shows,
 * in `window.__toasts`. A toast lasts 2.5 s; on a busy machine it can come and go between two looks
 * of an assertion, so tests ask whether it was shown (`expectToast`), not whether it is still there.
 */
function recordToasts() {
  const shown: string[] = [];
  const seen = new WeakMap<Element, number>();
  (window as unknown as { __toasts: string[] }).__toasts = shown;
  new MutationObserver(() => {
    for (const notice of document.querySelectorAll('.ant-message-notice')) {
      const text = notice.textContent ?? '';
      const at = seen.get(notice);
      if (at === undefined) seen.set(notice, shown.push(text) - 1);
      else shown[at] = text;
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** That the page showed a message (toast) with this text since it loaded, whether or not it is still on screen. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []), {
      message: `the message ${String(text)}`,
    })
    .toContainEqual(typeof text === 'string' ? expect.stringContaining(text) : expect.stringMatching(text));
}

/** Makes `page.goto` of an HTML page of the site return once the page is hydrated, where it runs scripts. */
function waitForHydrationOnGoto(page: Page, runsScripts: () => boolean): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (
      runsScripts() &&
      response?.headers()['content-type']?.startsWith('text/html') &&
      (await page.locator('#root').count()) > 0
    )
      await hydrated(page);
    return response;
  };
}

/**
 * `registeredUser`: one ordinary USER for the whole worker (registering costs a code mail, and
 * the server limits code sending per IP), created through the API on first use.
 *
 * Every test fails on a Content-Security-Policy violation in any page it opened, in its own
 * `page` or in a context it made with `browser.newContext()` / `browser.newPage()`: the site must
 * work under its policy, and a refused style or script is a screen that silently breaks.
 */
export const test = base.extend<
  { cspGuard: void },
  { registeredUser: TestUser; cspViolations: CspViolations; gotoWaitsForHydration: void }
>({
  // A person types into a page they can use: a page of the site is only that once hydrated (its
  // code loads on demand, after the document's `load` event), so every `goto` of one waits for it,
  // in the test's own `page` and in every page a test opens with `browser.newPage()` — except in a
  // context made without scripts, where nothing is ever hydrated.
  gotoWaitsForHydration: [
    async ({ browser }, use) => {
      const withoutScripts = new WeakSet<BrowserContext>();
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled === false) withoutScripts.add(context);
        return context;
      };
      const wrapPages = (context: BrowserContext) =>
        context.on('page', (page) => waitForHydrationOnGoto(page, () => !withoutScripts.has(context)));
      browser.on('context', wrapPages);
      await use();
      browser.off('context', wrapPages);
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  cspViolations: [
    async ({ browser }, use) => {
      const violations = new CspViolations();
      const watch = (context: BrowserContext) => violations.watch(context);
      browser.on('context', watch);
      await use(violations);
      browser.off('context', watch);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, cspViolations }, use) => {
    await cspViolations.watching(context);
    await context.addInitScript(recordToasts);
    await use(context);
  },
  cspGuard: [
    async ({ cspViolations }, use) => {
      cspViolations.clear();
      await use();
      expect(cspViolations.seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  registeredUser: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      const user = await registerViaApi(request, newUserData('w'));
      await request.dispose();
      await use(user);
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens the top bar's user menu and chooses an entry once the menu has finished opening: a click
 * while its opening motion runs can be lost on a busy machine (the menu stays open, nothing happens).
 */
export async function chooseFromUserMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  const entry = page.getByRole('menuitem', { name: item });
  await settled(page.locator('.ant-dropdown').filter({ has: entry }));
  await entry.click();
}

/** The dropdown of the (one) open antd Select or TreeSelect. */
export const openDropdown = (page: Page): Locator => page.locator('.ant-select-dropdown:visible');

/**
 * An antd popup (a menu, a select's list) once shown and its opening motion has finished: a click
 * on an entry during the motion (slow on a busy machine) can be lost, the popup stays open and
 * nothing is chosen.
 */
async function settled(popup: Locator): Promise<Locator> {
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/-(enter|appear)/);
  return popup;
}

/** The open dropdown of an antd Select once it has finished opening (see `settled`). */
export const settledDropdown = (page: Page): Promise<Locator> => settled(openDropdown(page));

/** Chooses `option` in the antd Select `field` (its combobox) and waits until the field shows it. */
export async function chooseOption(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  const dropdown = await settledDropdown(page);
  await dropdown.locator('.ant-select-item-option').filter({ hasText: option }).click();
  const select = field.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(select).toContainText(option);
}
