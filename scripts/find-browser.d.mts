export interface Browser {
  /** The Chromium or Chrome executable. */
  path: string;
  /** Where it was found. */
  source: 'CHROMIUM_PATH' | 'system' | 'Playwright';
}

/** The browser to use, without installing anything, or undefined when there is none. */
export function findBrowser(): Browser | undefined;
/** The one message printed when there is no browser: what to install. */
export function browserMissingMessage(): string;
/** The browser for `npm test`: found, or installed the way the platform allows; throws when neither works. */
export function ensureBrowser(): Browser;
