// usage: node shot.mjs <path> <out.png> [width] [actions-js-file]
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [path, out, width = '1400', actions] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } }); const page = await context.newPage();
const base = process.env.BASE ?? 'http://127.0.0.1:8300';
const r = await page.request.post(base + '/api/login', { data: { username: process.env.USER_NAME ?? 'demo_admin', password: 'tradehall-demo' } });
const { access_token } = await r.json();
await page.goto(base + '/login');
await page.evaluate((t) => localStorage.setItem('token', t), access_token);
await page.goto(base + path);
await page.waitForTimeout(1500);
if (actions) { const fn = new Function('page', 'return (async () => {' + readFileSync(actions, 'utf8') + '})()'); await fn(page); }
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
