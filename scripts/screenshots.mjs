// Screenshots of a running site in Debian's Chromium, for looking at what was built:
//   BASE=http://localhost:8080 PAGES=/,/articles DARK=1 TOKEN=<accessToken> npx -c 'node scripts/screenshots.mjs'
// Writes desktop (1366 px) and mobile (390 px) PNGs to /tmp/shots and prints console errors.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium.ts';
fs.mkdirSync('/tmp/shots', { recursive: true });
const base = process.env.BASE ?? 'http://localhost:8080';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
const pages = (process.env.PAGES ?? '/,/auth/login,/auth/register,/nope').split(',');
for (const [w, h, tag] of [
  [1366, 800, 'desk'],
  [390, 800, 'mob'],
]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: 'light' });
  if (process.env.DARK) await ctx.addCookies([{ name: 'theme', value: 'dark', url: base }]);
  if (process.env.TOKEN) await ctx.addInitScript((t) => localStorage.setItem('accessToken', t), process.env.TOKEN);
  const page = await ctx.newPage();
  page.on('console', (m) => {
    if (['error', 'warning'].includes(m.type())) console.log(tag, 'console', m.type(), m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => console.log(tag, 'pageerror', e.message.slice(0, 300)));
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(process.env.WAIT ?? 400));
    const name = `/tmp/shots/${tag}${process.env.DARK ? '-dark' : ''}${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(name, await page.title());
  }
  await ctx.close();
}
await browser.close();
