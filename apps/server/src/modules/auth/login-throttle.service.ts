import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import {
  addFailure,
  deleteExpired,
  deleteSlot,
  readFailures,
  removeFailure,
  type ThrottleSlot,
} from './login-throttle.repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface WindowLimit {
  windowMs: number;
  maxFailures: number;
}

/**
 * How many password checks may fail, counted in fixed windows (a 15-minute window starts at :00, :15, :30 and
 * :45 UTC, a day at 00:00 UTC) and shared by every server copy on the database. An address that used up a limit
 * gets 429 (even for the right password) until that window ends: the longer windows make the wait grow.
 * Nobody else is refused: per name, from every address together, there is only a short delay, so failures from
 * strangers never keep the owner out.
 */
export const PASSWORD_CHECK_LIMITS = {
  /** Per address and name (the name as typed, whether it exists or not). */
  addressAndName: [
    { windowMs: 15 * MINUTE, maxFailures: 5 },
    { windowMs: DAY, maxFailures: 20 },
  ],
  /** Per address, over every name. */
  address: [
    { windowMs: 15 * MINUTE, maxFailures: 50 },
    { windowMs: DAY, maxFailures: 200 },
  ],
  /** Per name from every address: once it drew this many failures in the minute, each check waits delayMs. */
  name: { windowMs: MINUTE, failuresBeforeDelay: 10, delayMs: 1_000 },
} as const;

/** Unknown-name failures from one address are logged once per window of this length. */
const UNKNOWN_NAME_AUDIT_WINDOW_MS = 15 * MINUTE;
/** Expired rows are deleted at most this often by one server copy. */
const CLEANUP_INTERVAL_MS = MINUTE;
/** Names are cut to this many characters, in the counters' keys and in the audit log. */
export const MAX_NAME_CHARS = 64;

export type ThrottledAction = 'sign-in' | 'password change';

const TOO_MANY: Record<ThrottledAction, string> = {
  'sign-in': 'Too many failed sign-in attempts from this address.',
  'password change': 'Too many wrong passwords from this address.',
};

/** 429 with when to retry; the auth routes send `retryAfterSeconds` as the Retry-After header. */
export class TooManyAttempts extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'TooManyAttempts';
  }
}

/** Who checks a password: the client address (request.ip) and the name it tries. */
export interface PasswordGuess {
  address: string;
  username: string;
}

interface LimitedSlot {
  slot: ThrottleSlot;
  limit: WindowLimit;
  /** Cleared when the password turns out right (the rest only take this check back). */
  clearOnSuccess: boolean;
}

/** A password check under way: counted as a failure until passwordCheckSucceeded takes it back. */
export interface PasswordCheck {
  readonly limited: readonly LimitedSlot[];
  readonly name: ThrottleSlot;
  /** The counts of `limited` including this check. */
  readonly counts: readonly number[];
}

/** The attempted name as stored: cut to MAX_NAME_CHARS characters (never inside a surrogate pair). */
export const cutName = (username: string): string => Array.from(username).slice(0, MAX_NAME_CHARS).join('');

/**
 * The address a limit counts: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise take a new address for every guess.
 */
export function addressKey(ip: string | undefined): string {
  // No address (a socket already gone) is one address of its own, not a way around the limits.
  let address = (ip ?? '').trim().toLowerCase();
  if (address === '') return 'unknown';
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const ipv4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  if (groups.some((group) => !Number.isInteger(group) || group < 0 || group > 0xffff)) return undefined;
  return groups;
}

function slot(scope: string, key: string, windowMs: number, now: number): ThrottleSlot {
  const start = Math.floor(now / windowMs) * windowMs;
  return {
    scope: `${scope}:${windowMs / MINUTE}m`,
    key,
    windowStart: new Date(start).toISOString(),
    expiresAt: new Date(start + windowMs).toISOString(),
  };
}

/**
 * Before checking a password: refuses with 429 an address that used up a limit for this name or over all names,
 * waits a short while when the name drew many failures from every address together, then counts this check as
 * a failure in one atomic statement per call (parallel checks each see their own count, so at most the limit
 * of them go on). Call passwordCheckSucceeded or passwordCheckFailed with the answer.
 */
export async function beginPasswordCheck(
  db: Kysely<Database>,
  guess: PasswordGuess,
  action: ThrottledAction,
): Promise<PasswordCheck> {
  const now = Date.now();
  const address = addressKey(guess.address);
  const name = cutName(guess.username).toLowerCase();
  const limits = PASSWORD_CHECK_LIMITS;
  const limited: LimitedSlot[] = [
    ...limits.addressAndName.map((limit) => ({
      slot: slot('ip_user', `${address} ${name}`, limit.windowMs, now),
      limit,
      clearOnSuccess: true,
    })),
    ...limits.address.map((limit) => ({
      slot: slot('ip', address, limit.windowMs, now),
      limit,
      clearOnSuccess: false,
    })),
  ];
  const nameSlot = slot('user', name, limits.name.windowMs, now);
  const slots = [...limited.map((l) => l.slot), nameSlot];

  const current = await readFailures(db, slots);
  const spent = limited.filter((l, i) => current[i]! >= l.limit.maxFailures);
  if (spent.length > 0) throw tooManyAttempts(action, spent, now);
  if (current[limited.length]! >= limits.name.failuresBeforeDelay) await sleep(limits.name.delayMs);

  const counts = await addFailure(db, slots);
  const over = limited.filter((l, i) => counts[i]! > l.limit.maxFailures);
  if (over.length > 0) {
    // A parallel check took the last failure allowed: this one is not made, so it is not counted either.
    for (const s of slots) await removeFailure(db, s);
    throw tooManyAttempts(action, over, now);
  }
  return { limited, name: nameSlot, counts: counts.slice(0, limited.length) };
}

/** The password was right: the address's failures for this name are forgotten, and the check is taken back. */
export async function passwordCheckSucceeded(db: Kysely<Database>, check: PasswordCheck): Promise<void> {
  for (const { slot: s, clearOnSuccess } of check.limited) {
    await (clearOnSuccess ? deleteSlot(db, s) : removeFailure(db, s));
  }
  await removeFailure(db, check.name);
}

export interface FailedCheck {
  /** Failures of this address for this name in the current 15 minutes, this one included. */
  failures: number;
  /** Set when this failure used the last one allowed: until when the address is refused. */
  throttledUntil: string | undefined;
}

/** The password was wrong: the failure stays counted. Deletes expired windows now and then. */
export async function passwordCheckFailed(db: Kysely<Database>, check: PasswordCheck): Promise<FailedCheck> {
  await deleteExpiredNowAndThen(db);
  const reached = check.limited.filter((l, i) => check.counts[i] === l.limit.maxFailures);
  const until = reached.map((l) => l.slot.expiresAt).sort();
  return { failures: check.counts[0]!, throttledUntil: until.at(-1) };
}

/**
 * Counts an unknown-name failure from an address; true for the first of its window, which alone goes to the
 * audit log (so an attacker cannot fill the log with names). Pass the transaction that writes that row.
 */
export async function isFirstUnknownNameFailure(db: Kysely<Database>, address: string): Promise<boolean> {
  const [count] = await addFailure(db, [
    slot('unknown_user_audit', addressKey(address), UNKNOWN_NAME_AUDIT_WINDOW_MS, Date.now()),
  ]);
  return count === 1;
}

const lastCleanup = new WeakMap<Kysely<Database>, number>();

async function deleteExpiredNowAndThen(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  const last = lastCleanup.get(db);
  // A clock set back (or a test's) counts as due.
  if (last !== undefined && now - last < CLEANUP_INTERVAL_MS && now >= last) return;
  lastCleanup.set(db, now);
  await deleteExpired(db, new Date(now).toISOString());
}

function tooManyAttempts(
  action: ThrottledAction,
  spent: readonly LimitedSlot[],
  now: number,
): TooManyAttempts {
  const until = Math.max(...spent.map((l) => Date.parse(l.slot.expiresAt)));
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes < 60 ? plural(minutes, 'minute') : plural(Math.ceil(minutes / 60), 'hour');
  return new TooManyAttempts(`${TOO_MANY[action]} Try again in ${wait}.`, seconds);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
