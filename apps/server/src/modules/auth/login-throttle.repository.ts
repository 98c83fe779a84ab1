import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** One counter row of login_throttle: a scope, a key and the fixed window it counts in. */
export interface ThrottleSlot {
  scope: string;
  key: string;
  /** ISO start of the window. */
  windowStart: string;
  /** ISO end of the window: the row is deleted after it. */
  expiresAt: string;
}

const slotId = (scope: string, key: string, windowStart: string) =>
  `${scope}\u0000${key}\u0000${windowStart}`;

/** The current count of each slot (0 when it has no row), in the order given. */
export async function readFailures(db: Kysely<Database>, slots: readonly ThrottleSlot[]): Promise<number[]> {
  if (slots.length === 0) return [];
  const rows = await db
    .selectFrom('login_throttle')
    .select(['scope', 'key', 'window_start', 'failures'])
    .where((eb) =>
      eb.or(
        slots.map((slot) =>
          eb.and([
            eb('scope', '=', slot.scope),
            eb('key', '=', slot.key),
            eb('window_start', '=', slot.windowStart),
          ]),
        ),
      ),
    )
    .execute();
  const counts = new Map(rows.map((row) => [slotId(row.scope, row.key, row.window_start), row.failures]));
  return slots.map((slot) => counts.get(slotId(slot.scope, slot.key, slot.windowStart)) ?? 0);
}

/**
 * Adds one to each slot and returns the new counts, in the order given: ONE atomic statement
 * (`INSERT … ON CONFLICT DO UPDATE SET failures = failures + 1 … RETURNING`), so parallel requests on any server
 * copy each get their own count. Rows are written in one fixed order (scope, key, window) so two such
 * statements never wait for each other's rows in opposite orders.
 */
export async function addFailure(db: Kysely<Database>, slots: readonly ThrottleSlot[]): Promise<number[]> {
  if (slots.length === 0) return [];
  const ordered = [...slots].sort((a, b) => {
    const left = slotId(a.scope, a.key, a.windowStart);
    const right = slotId(b.scope, b.key, b.windowStart);
    return left < right ? -1 : left > right ? 1 : 0;
  });
  const rows = await db
    .insertInto('login_throttle')
    .values(
      ordered.map((slot) => ({
        scope: slot.scope,
        key: slot.key,
        window_start: slot.windowStart,
        expires_at: slot.expiresAt,
        failures: 1,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key', 'window_start'])
        .doUpdateSet((eb) => ({ failures: eb('login_throttle.failures', '+', 1) })),
    )
    .returning(['scope', 'key', 'window_start', 'failures'])
    .execute();
  const counts = new Map(rows.map((row) => [slotId(row.scope, row.key, row.window_start), row.failures]));
  return slots.map((slot) => counts.get(slotId(slot.scope, slot.key, slot.windowStart)) ?? 0);
}

/** Takes one back from a slot (a check that turned out right, or a reservation refused). One row per statement. */
export async function removeFailure(db: Kysely<Database>, slot: ThrottleSlot): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('scope', '=', slot.scope)
    .where('key', '=', slot.key)
    .where('window_start', '=', slot.windowStart)
    .where('failures', '>', 0)
    .execute();
}

/** Deletes a slot's row. */
export async function deleteSlot(db: Kysely<Database>, slot: ThrottleSlot): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('scope', '=', slot.scope)
    .where('key', '=', slot.key)
    .where('window_start', '=', slot.windowStart)
    .execute();
}

/** Deletes every row whose window ended before `now` (ISO); returns how many. */
export async function deleteExpired(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db.deleteFrom('login_throttle').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
