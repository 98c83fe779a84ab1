// Which Chromium the browser tests drive, the same answer for `npm test`, playwright.config.ts and
// e2e/global-setup.ts: CHROMIUM_PATH, else the system's Chromium or Chrome, else Playwright's own download.
// `npm test` calls ensureBrowser(), which installs one when none is there (Debian's `chromium` as root with
// apt-get, else Playwright's installer) and passes the answer on to Playwright as CHROMIUM_PATH.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function systemCandidates() {
  if (process.platform === 'darwin') {
    return [
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ];
  }
  if (process.platform === 'win32') {
    const roots = [process.env.PROGRAMFILES, process.env['PROGRAMFILES(X86)'], process.env.LOCALAPPDATA];
    return roots.filter(Boolean).map((root) => join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'));
  }
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => SYSTEM_NAMES.map((name) => join(dir, name)));
  return [...SYSTEM_NAMES.map((name) => `/usr/bin/${name}`), ...onPath, '/snap/bin/chromium'];
}

function isExecutable(path) {
  try {
    accessSync(path, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Every browser there is, best first: `{ path, source }`. CHROMIUM_PATH, when set, is the only one. */
function* browsers() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (isExecutable(configured)) yield { path: configured, source: 'CHROMIUM_PATH' };
    return;
  }
  for (const path of new Set(systemCandidates())) if (isExecutable(path)) yield { path, source: 'system' };
  const own = chromium.executablePath();
  if (own && existsSync(own)) yield { path: own, source: 'Playwright' };
}

/** The browser to use, without installing anything: `{ path, source }`, or undefined when there is none. */
export function findBrowser() {
  for (const browser of browsers()) return browser;
  return undefined;
}

/** The one message printed when there is no browser: what to install. */
export function browserMissingMessage() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return `CHROMIUM_PATH is ${configured}, which is not an executable file: fix or unset it.`;
  return [
    'The browser tests need Chromium or Chrome, and none was found. Install one, then run `npm test` again:',
    '  Debian:         apt-get install chromium   (as root)',
    '  any platform:   npx playwright install chromium   (Playwright’s own; on Linux, once as root:',
    '                  npx playwright install-deps chromium)',
    '  or point CHROMIUM_PATH at a Chromium or Chrome executable.',
  ].join('\n');
}

function run(command, args, options = {}) {
  process.stdout.write(`$ ${command} ${args.join(' ')}\n`);
  const { status, error } = spawnSync(command, args, { stdio: 'inherit', ...options });
  return status === 0 && !error;
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** True when the browser answers `--version` (a snap stub or a broken install does not). */
function answers(path) {
  const { status } = spawnSync(path, ['--version'], { stdio: 'ignore', timeout: 30_000 });
  return status === 0;
}

/** Debian's `chromium`, when running as root on a system whose apt knows that package. */
function installWithApt() {
  if (process.platform !== 'linux' || process.getuid?.() !== 0 || !onPath('apt-get')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!run('apt-get', ['update', '-qq'], { env })) return false;
  const known = spawnSync('apt-cache', ['show', 'chromium'], { stdio: 'ignore' }).status === 0;
  return known && run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

/** Playwright's own Chromium (with its system libraries when root on Linux). */
function installWithPlaywright() {
  const withDeps = process.platform === 'linux' && process.getuid?.() === 0 ? ['--with-deps'] : [];
  return run('npx', ['playwright', 'install', ...withDeps, 'chromium']);
}

/**
 * The browser for `npm test`: found, or installed the way this platform allows. Throws an Error whose message
 * says what to install when neither works.
 */
export function ensureBrowser() {
  const working = () => [...browsers()].find((browser) => answers(browser.path));
  let found = working();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) throw new Error(browserMissingMessage());
  process.stdout.write('No working Chromium or Chrome found: installing one.\n');
  for (const install of [installWithApt, installWithPlaywright]) {
    if (install()) {
      found = working();
      if (found) return found;
    }
  }
  throw new Error(browserMissingMessage());
}
