import type {
  LocationResult,
  MoveTradesResult,
  Role,
  ServerResult,
  TownResult,
  Trade,
} from '@tradehall/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CHANGED_MEANWHILE } from '../src/modules/shared/transaction';
import { createTestApp, type ServerError, type Session, type TestApp, testDialect } from './helpers';

/**
 * Issue 12's race test: WRITERS users send real parallel requests (each writer one request at a time, all
 * writers at once) adding, editing, moving, copying and deleting trades, renaming, deleting and re-creating
 * towns and locations, on two servers with few towns, so that most writes depend on a row another writer is
 * deleting. Then:
 * - no answer is 5xx (the first one is printed with the error behind it);
 * - no answer is the transaction helper's last-resort 409 (CHANGED_MEANWHILE / 'Another row already has these
 *   values'): every check a write depends on reads inside its transaction, so a race gets that check's own
 *   answer ('Town not found.', 'That town is not on the selected server.', …), not a caught constraint error;
 * - no orphan rows, and every trade's location is in its town and its town on its server;
 * - the audit log holds exactly the rows the successful writes document, per writer and in order: one row per
 *   2xx write, plus the 'create' locations row that POST /api/trades, PUT /api/trades/:id and
 *   POST /api/trades/move add when they create the destination location (and only then: its id/town/name must
 *   match the trade's); a refused write adds none.
 * Each check is soft (a run reports every kind of failure at once).
 * On PostgreSQL the same load runs again through two app instances on one schema (two copies of the server on one
 * database). RACE_SEED=<n> replays a seed; RACE_ROUNDS=<n> changes the rounds; RACE_VERBOSE=1 prints a summary.
 */

const WRITERS = 20;
const ROUNDS = Number(process.env.RACE_ROUNDS ?? (testDialect === 'postgres' ? 25 : 40));
/** A load takes about 4 s on PostgreSQL alone (1 s on SQLite), more beside the other test files. */
const TIMEOUT = 60_000;
const TOWN_NAMES = ['T0', 'T1', 'T2', 'T3', 'T4', 'T5'];
const LOCATION_NAMES = ['L0', 'L1', 'L2'];
const ROWS = ['A', 'B'];
/** What shared/transaction.ts answers for a constraint violation no check foresaw. */
const LAST_RESORT = [CHANGED_MEANWHILE, 'Another row already has these values. Reload and try again.'];

type Op =
  | 'createTrade'
  | 'updateTrade'
  | 'deleteTrade'
  | 'move'
  | 'copy'
  | 'createTown'
  | 'renameTown'
  | 'deleteTown'
  | 'createLocation'
  | 'deleteLocation';

const WEIGHTS: Record<Op, number> = {
  createTrade: 26,
  updateTrade: 6,
  deleteTrade: 4,
  move: 16,
  copy: 4,
  createTown: 12,
  renameTown: 10,
  deleteTown: 5,
  createLocation: 6,
  deleteLocation: 6,
};

/** What a successful write must have logged, in order (see checkAudit). */
type Expected =
  | { kind: 'trade'; action: 'create' | 'update'; trade: Trade }
  | { kind: 'move'; action: 'move' | 'copy'; townId: number; location: string; tradeIds: number[] }
  | {
      kind: 'row';
      action: 'create' | 'update' | 'delete';
      table: 'towns' | 'locations' | 'trades';
      id: number;
    };

interface Outcome {
  writer: string;
  op: Op;
  method: string;
  url: string;
  status: number;
  body: string;
  expected?: Expected;
}

interface World {
  admin: Session;
  servers: number[];
  writers: { username: string; token: string }[];
}

/** What the writers believe exists; stale on purpose (other writers change it meanwhile). */
interface Known {
  towns: Map<number, { serverId: number; name: string }>;
  locations: Map<number, KnownLocation>;
  trades: Map<number, KnownTrade>;
}
interface KnownLocation {
  townId: number;
  name: string;
}
interface KnownTrade {
  serverId: number;
  townId: number;
  location: string;
  row: string;
  num: number;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function call(session: Session, method: string, url: string, payload?: object, status = 200) {
  const response = await session.request({ method: method as 'GET', url, payload });
  expect(response.statusCode, `${method} ${url} → ${response.body.slice(0, 300)}`).toBe(status);
  return response.json();
}

/** Two servers, each with four towns of two locations and a few trades; WRITERS users who may write them. */
async function buildWorld(t: TestApp): Promise<World> {
  const admin = await t.loginAs('admin');
  const owner = await t.loginAs('user');
  const modpack = await t.app.deps.db
    .insertInto('modpacks')
    .values({ modpack: 'RLCraft', version: '2.9.3' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const servers: number[] = [];
  for (const name of ['Race A', 'Race B']) {
    const { server } = (await call(
      owner,
      'POST',
      '/api/servers',
      { name, modpack_id: modpack.id },
      201,
    )) as ServerResult;
    servers.push(server.id);
  }
  // Members (user, editor) go through the membership checks; data managers see every server by role.
  const roles: Role[] = ['user', 'editor', 'data_manager', 'editor'];
  const writers: World['writers'] = [];
  for (let i = 0; i < WRITERS; i++) {
    const session = await t.loginAs(roles[i % roles.length]!, `racer_${i}`);
    if (roles[i % roles.length] !== 'data_manager') {
      for (const id of servers) {
        await call(owner, 'POST', `/api/servers/${id}/members`, { username: session.username });
      }
    }
    writers.push({ username: session.username, token: session.token });
  }
  for (const serverId of servers) {
    for (const name of TOWN_NAMES.slice(0, 4)) {
      const { town } = (await call(
        admin,
        'POST',
        '/api/towns',
        { name, server_id: serverId },
        201,
      )) as TownResult;
      for (const location of LOCATION_NAMES.slice(0, 2)) {
        await call(
          admin,
          'POST',
          `/api/towns/${town.id}/locations`,
          { name: location, server_id: serverId },
          201,
        );
      }
      for (const row of ROWS) {
        await call(
          admin,
          'POST',
          '/api/trades',
          tradeBody(serverId, { town_id: town.id }, 'L0', row, 1, 0),
          201,
        );
      }
    }
  }
  return { admin, servers, writers };
}

function tradeBody(
  serverId: number,
  town: { town_id: number } | { town: string },
  location: string,
  row: string,
  num: number,
  variant: number,
) {
  return { server_id: serverId, ...town, ...tradeFields(location, row, num, variant) };
}

/** The fields of a trade (PUT /api/trades/:id); even variants are enchanted books, odd ones farmer trades. */
function tradeFields(location: string, row: string, num: number, variant: number) {
  return variant % 2 === 0
    ? {
        location,
        row,
        num,
        villager_type: 'Librarian',
        cost_item1: 'Emerald',
        cost_amount1: 10 + variant,
        cost_item2: 'Book',
        cost_amount2: 1,
        sell_item: 'Enchanted Book',
        enchantments: [{ name: variant % 4 === 0 ? 'Mending' : 'Unbreaking', level: 1 }],
      }
    : {
        location,
        row,
        num,
        villager_type: 'Farmer',
        cost_item1: 'Wheat',
        cost_amount1: 20 + variant,
        sell_item: 'Emerald',
      };
}

async function loadKnown(t: TestApp): Promise<Known> {
  const db = t.app.deps.db;
  const towns = await db.selectFrom('towns').select(['id', 'server_id', 'name']).execute();
  const locations = await db.selectFrom('locations').select(['id', 'town_id', 'name']).execute();
  const trades = await db
    .selectFrom('trades as tr')
    .innerJoin('locations as l', 'l.id', 'tr.location_id')
    .select(['tr.id', 'tr.server_id', 'tr.town_id', 'l.name as location', 'tr.row', 'tr.num'])
    .execute();
  return {
    towns: new Map(towns.map((r) => [r.id, { serverId: r.server_id, name: r.name }])),
    locations: new Map(locations.map((r) => [r.id, { townId: r.town_id, name: r.name }])),
    trades: new Map(
      trades.map((r) => [
        r.id,
        { serverId: r.server_id, townId: r.town_id, location: r.location, row: r.row, num: r.num },
      ]),
    ),
  };
}

/** Runs the load: every writer at once, each sending its requests one after another to apps[writer % apps]. */
async function runLoad(
  apps: FastifyInstance[],
  world: World,
  known: Known,
  seed: number,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const opNames = Object.keys(WEIGHTS) as Op[];
  const totalWeight = opNames.reduce((sum, op) => sum + WEIGHTS[op], 0);

  const pickOp = (roll: number): Op => {
    let rest = roll;
    for (const name of opNames) {
      rest -= WEIGHTS[name];
      if (rest < 0) return name;
    }
    return 'createTrade';
  };

  const writer = async (index: number) => {
    const random = mulberry32(seed * 1000 + index);
    const app = apps[index % apps.length]!;
    const { username, token } = world.writers[index]!;
    const pick = <T>(items: readonly T[]): T | undefined =>
      items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
    const anyServer = () => pick(world.servers)!;
    /** A town of the server (as far as this writer knows), sometimes one of the other server or a dead one. */
    const townOf = (serverId: number) => {
      const towns = [...known.towns].filter(([, town]) => town.serverId === serverId || random() < 0.05);
      const found = pick(towns);
      return found ? { id: found[0], ...found[1] } : { id: 999_999, serverId, name: 'Nowhere' };
    };
    const send = async (
      op: Op,
      options: InjectOptions,
      expected?: (body: unknown) => Expected | undefined,
    ) => {
      const response: LightMyRequestResponse = await app.inject({
        ...options,
        headers: { authorization: `Bearer ${token}` },
      });
      const outcome: Outcome = {
        writer: username,
        op,
        method: options.method as string,
        url: options.url as string,
        status: response.statusCode,
        body: response.body,
      };
      if (response.statusCode >= 200 && response.statusCode < 300 && expected) {
        outcome.expected = expected(response.json());
      }
      outcomes.push(outcome);
      return response.statusCode < 300 ? (response.json() as unknown) : undefined;
    };

    for (let round = 0; round < ROUNDS; round++) {
      const op = pickOp(random() * totalWeight);
      const serverId = anyServer();
      const variant = Math.floor(random() * 8);
      switch (op) {
        case 'createTrade': {
          const town = townOf(serverId);
          const byName = random() < 0.3;
          const trade = (await send(
            op,
            {
              method: 'POST',
              url: '/api/trades',
              payload: tradeBody(
                serverId,
                byName ? { town: town.name } : { town_id: town.id },
                pick(LOCATION_NAMES)!,
                pick(ROWS)!,
                1 + Math.floor(random() * 2),
                variant,
              ),
            },
            (body) => ({ kind: 'trade', action: 'create', trade: body as Trade }),
          )) as Trade | undefined;
          if (trade) remember(known, trade);
          break;
        }
        case 'updateTrade': {
          const id = pick([...known.trades.keys()]) ?? 999_999;
          const current = known.trades.get(id);
          const trade = (await send(
            op,
            {
              method: 'PUT',
              url: `/api/trades/${id}`,
              payload: tradeFields(pick(LOCATION_NAMES)!, current?.row ?? 'A', 1, variant),
            },
            (body) => ({ kind: 'trade', action: 'update', trade: body as Trade }),
          )) as Trade | undefined;
          if (trade) remember(known, trade);
          break;
        }
        case 'deleteTrade': {
          const id = pick([...known.trades.keys()]) ?? 999_999;
          if (
            await send(op, { method: 'DELETE', url: `/api/trades/${id}` }, () => row('delete', 'trades', id))
          ) {
            known.trades.delete(id);
          }
          break;
        }
        case 'move':
        case 'copy': {
          const town = townOf(serverId);
          const location = pick(LOCATION_NAMES)!;
          const to = { town: town.name, town_id: town.id, location, row: pick(ROWS)!, num: 3 };
          const candidates = [...known.trades].filter(
            ([, trade]) => trade.serverId === serverId || random() < 0.1,
          );
          const bySlot = random() < 0.3;
          const source = pick(candidates);
          let body: object;
          if (bySlot && source) {
            const from = source[1];
            const fromTown = known.towns.get(from.townId);
            body = {
              old_location: {
                town: fromTown?.name ?? 'gone',
                town_id: from.townId,
                location: from.location,
                row: from.row,
                num: from.num,
              },
            };
          } else {
            const ids = new Set<number>();
            const count = 1 + Math.floor(random() * 3);
            for (let i = 0; i < count; i++) ids.add(pick(candidates)?.[0] ?? 999_999);
            body = { trade_ids: [...ids] };
          }
          const action = op === 'move' ? 'Move' : 'Copy';
          const result = (await send(
            op,
            { method: 'POST', url: '/api/trades/move', payload: { action, new_location: to, ...body } },
            (answer) => ({
              kind: 'move',
              action: op,
              townId: town.id,
              location,
              tradeIds: (answer as MoveTradesResult).trade_ids,
            }),
          )) as MoveTradesResult | undefined;
          for (const id of result?.trade_ids ?? []) {
            known.trades.set(id, { serverId, townId: town.id, location, row: to.row, num: to.num });
          }
          break;
        }
        case 'createTown': {
          const name = pick(TOWN_NAMES)!;
          const result = (await send(
            op,
            { method: 'POST', url: '/api/towns', payload: { name, server_id: serverId } },
            (answer) => row('create', 'towns', (answer as TownResult).town.id),
          )) as TownResult | undefined;
          if (result) known.towns.set(result.town.id, { serverId, name });
          break;
        }
        case 'renameTown': {
          const town = townOf(serverId);
          const name = random() < 0.5 ? pick(TOWN_NAMES)! : `${pick(TOWN_NAMES)}-${username}-${round}`;
          if (
            await send(op, { method: 'PUT', url: `/api/towns/${town.id}`, payload: { name } }, () =>
              row('update', 'towns', town.id),
            )
          ) {
            known.towns.set(town.id, { serverId: town.serverId, name });
          }
          break;
        }
        case 'deleteTown': {
          const town = townOf(serverId);
          if (
            await send(op, { method: 'DELETE', url: `/api/towns/${town.id}` }, () =>
              row('delete', 'towns', town.id),
            )
          ) {
            known.towns.delete(town.id);
            forget(
              known,
              (trade) => trade.townId === town.id,
              (location) => location.townId === town.id,
            );
          }
          break;
        }
        case 'createLocation': {
          const town = townOf(serverId);
          const result = (await send(
            op,
            {
              method: 'POST',
              url: `/api/towns/${random() < 0.3 ? encodeURIComponent(town.name) : town.id}/locations`,
              payload: { name: pick(LOCATION_NAMES)!, server_id: serverId },
            },
            (answer) => row('create', 'locations', (answer as LocationResult).location.id),
          )) as LocationResult | undefined;
          if (result) {
            known.locations.set(result.location.id, {
              townId: result.location.town_id,
              name: result.location.name,
            });
          }
          break;
        }
        case 'deleteLocation': {
          const id = pick([...known.locations.keys()]) ?? 999_999;
          if (
            await send(op, { method: 'DELETE', url: `/api/locations/${id}` }, () =>
              row('delete', 'locations', id),
            )
          ) {
            const gone = known.locations.get(id);
            known.locations.delete(id);
            if (gone) {
              forget(
                known,
                (trade) => trade.townId === gone.townId && trade.location === gone.name,
                () => false,
              );
            }
          }
          break;
        }
      }
    }
  };

  await Promise.all(world.writers.map((_, index) => writer(index)));
  return outcomes;
}

/** Adds a trade answered by the API (and its location) to what the writers know. */
function remember(known: Known, trade: Trade): void {
  const { server_id: serverId, town_id: townId, location, row, num } = trade;
  known.trades.set(trade.id, { serverId, townId, location, row, num });
  known.locations.set(trade.location_id, { townId, name: location });
}

/** Drops what a delete took with it from what the writers know. */
function forget(
  known: Known,
  trade: (trade: KnownTrade) => boolean,
  location: (location: KnownLocation) => boolean,
): void {
  for (const [id, value] of known.trades) if (trade(value)) known.trades.delete(id);
  for (const [id, value] of known.locations) if (location(value)) known.locations.delete(id);
}

const row = (
  action: 'create' | 'update' | 'delete',
  table: 'towns' | 'locations' | 'trades',
  id: number,
): Expected => ({ kind: 'row', action, table, id });

/** Rows that must not exist: each query counts one kind of orphan or mismatch. */
async function orphans(t: TestApp): Promise<Record<string, number>> {
  const db = t.app.deps.db;
  const checks: Record<string, ReturnType<typeof sql<{ n: number }>>> = {
    'trades whose server is gone': sql`select count(*) as n from trades where server_id not in (select id from servers)`,
    'trades whose town is gone': sql`select count(*) as n from trades where town_id not in (select id from towns)`,
    'trades whose location is gone': sql`select count(*) as n from trades where location_id not in (select id from locations)`,
    'locations whose town is gone': sql`select count(*) as n from locations where town_id not in (select id from towns)`,
    'towns whose server is gone': sql`select count(*) as n from towns where server_id not in (select id from servers)`,
    'trade_enchantments whose trade is gone': sql`select count(*) as n from trade_enchantments where trade_id not in (select id from trades)`,
    'trades whose location is not in their town': sql`select count(*) as n from trades t join locations l on l.id = t.location_id where l.town_id <> t.town_id`,
    'trades whose town is not on their server': sql`select count(*) as n from trades t join towns w on w.id = t.town_id where w.server_id <> t.server_id`,
  };
  const counts: Record<string, number> = {};
  for (const [name, query] of Object.entries(checks)) {
    counts[name] = Number((await query.execute(db)).rows[0]?.n ?? -1);
  }
  return counts;
}

interface LogDetails {
  before?: { id?: unknown };
  after?: { id?: unknown; town_id?: unknown; name?: unknown; trade_ids?: unknown };
}

interface LogRow {
  id: number;
  username: string;
  action: string;
  table_name: string;
  details: string;
}

/**
 * Walks each writer's log rows (in id order: a writer's requests are sequential) against its outcomes (in order):
 * each 2xx write consumes its rows, a refused write none; answers the mismatches.
 */
async function checkAudit(
  t: TestApp,
  world: World,
  outcomes: Outcome[],
  firstLogId: number,
): Promise<string[]> {
  const rows = (await t.app.deps.db
    .selectFrom('logs')
    .select(['id', 'username', 'action', 'table_name', 'details'])
    .where('id', '>', firstLogId)
    .orderBy('id')
    .execute()) as LogRow[];
  const problems: string[] = [];
  const writerNames = new Set(world.writers.map((w) => w.username));
  const strangers = rows.filter((r) => !writerNames.has(r.username));
  if (strangers.length > 0)
    problems.push(`${strangers.length} log rows by non-writers, e.g. ${JSON.stringify(strangers[0])}`);

  for (const { username } of world.writers) {
    const logs = rows.filter((r) => r.username === username);
    let next = 0;
    const take = (what: string, match: (r: LogRow, details: LogDetails) => boolean): boolean => {
      const r = logs[next];
      if (r && match(r, JSON.parse(r.details))) {
        next++;
        return true;
      }
      problems.push(`${username}: expected ${what}, found ${r ? JSON.stringify(r).slice(0, 300) : 'no row'}`);
      return false;
    };
    /** The optional 'create' locations row of a write that creates its destination location. */
    const implicitLocation = (match: (after: NonNullable<LogDetails['after']>) => boolean) => {
      const r = logs[next];
      if (
        r &&
        r.table_name === 'locations' &&
        r.action === 'create' &&
        match((JSON.parse(r.details) as LogDetails).after ?? {})
      )
        next++;
    };
    for (const outcome of outcomes.filter((o) => o.writer === username && o.expected)) {
      const e = outcome.expected!;
      if (e.kind === 'trade') {
        implicitLocation((after) => after.id === e.trade.location_id && after.town_id === e.trade.town_id);
        take(
          `${e.action} trades #${e.trade.id}`,
          (r, d) => r.table_name === 'trades' && r.action === e.action && d.after?.id === e.trade.id,
        );
      } else if (e.kind === 'move') {
        implicitLocation(
          (after) =>
            after.town_id === e.townId && String(after.name).toLowerCase() === e.location.toLowerCase(),
        );
        take(
          `${e.action} trades ${JSON.stringify(e.tradeIds)}`,
          (r, d) =>
            r.table_name === 'trades' &&
            r.action === e.action &&
            JSON.stringify(d.after?.trade_ids) === JSON.stringify(e.tradeIds),
        );
      } else {
        take(`${e.action} ${e.table} #${e.id}`, (r, d) => {
          const subject = e.action === 'delete' ? d.before : d.after;
          return r.table_name === e.table && r.action === e.action && subject?.id === e.id;
        });
      }
    }
    if (next < logs.length) {
      problems.push(
        `${username}: ${logs.length - next} log rows left over, e.g. ${logs[next]!.details.slice(0, 300)}`,
      );
    }
  }
  return problems;
}

function summary(outcomes: Outcome[]): string {
  const byOp = new Map<string, Map<number, number>>();
  for (const o of outcomes) {
    const statuses = byOp.get(o.op) ?? new Map<number, number>();
    statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
    byOp.set(o.op, statuses);
  }
  return [...byOp]
    .map(
      ([op, statuses]) =>
        `${op}: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
    )
    .join('; ');
}

async function raceOn(apps: TestApp[], label: string): Promise<void> {
  const main = apps[0]!;
  const seed = Number(process.env.RACE_SEED ?? Math.floor(Math.random() * 1_000_000));
  const world = await buildWorld(main);
  const known = await loadKnown(main);
  const lastLog = await main.app.deps.db
    .selectFrom('logs')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  const started = Date.now();
  const outcomes = await runLoad(
    apps.map((a) => a.app),
    world,
    known,
    seed,
  );
  const elapsed = Date.now() - started;
  const context = `${label}, seed ${seed} (RACE_SEED=${seed} replays it)`;
  if (process.env.RACE_VERBOSE) {
    process.stdout.write(`${context}: ${outcomes.length} requests in ${elapsed} ms; ${summary(outcomes)}\n`);
    const messages = new Map<string, number>();
    for (const o of outcomes.filter((o) => o.status >= 300)) {
      const key = `${o.op} ${o.status} ${o.body.slice(0, 120)}`;
      messages.set(key, (messages.get(key) ?? 0) + 1);
    }
    process.stdout.write(
      `${[...messages]
        .sort()
        .map(([key, n]) => `${n}× ${key}`)
        .join('\n')}\n`,
    );
  }

  expect(outcomes.length).toBe(WRITERS * ROUNDS);
  const failures = outcomes.filter((o) => o.status >= 500);
  const serverErrors: ServerError[] = apps.flatMap((a) => a.serverErrors);
  expect
    .soft(
      failures.length,
      `${context}: ${failures.length} answers were 5xx (${summary(failures)}); the first: ${JSON.stringify(failures[0])}; ` +
        `its error: ${serverErrors[0]?.error}`,
    )
    .toBe(0);

  const lastResort = outcomes.filter((o) => LAST_RESORT.some((message) => o.body.includes(message)));
  expect
    .soft(
      lastResort.length,
      `${context}: ${lastResort.length} answers were the last-resort 409 of a constraint violation (${summary(lastResort)}); ` +
        `the first: ${JSON.stringify(lastResort[0])}`,
    )
    .toBe(0);

  // The load did what it says: every kind of write succeeded at least once.
  const succeeded = new Set(outcomes.filter((o) => o.status < 300).map((o) => o.op));
  expect.soft([...succeeded].sort(), `${context}: ${summary(outcomes)}`).toEqual(Object.keys(WEIGHTS).sort());

  expect.soft(await orphans(main), context).toEqual({
    'trades whose server is gone': 0,
    'trades whose town is gone': 0,
    'trades whose location is gone': 0,
    'locations whose town is gone': 0,
    'towns whose server is gone': 0,
    'trade_enchantments whose trade is gone': 0,
    'trades whose location is not in their town': 0,
    'trades whose town is not on their server': 0,
  });

  const audit = await checkAudit(main, world, outcomes, Number(lastLog.id ?? 0));
  expect.soft(audit.length, `${context}: ${audit.slice(0, 5).join('\n')}`).toBe(0);
}

describe(`write races (${testDialect})`, () => {
  it(
    `${WRITERS} parallel writers: no 5xx, no orphan rows, one audit row per successful write`,
    async () => {
      const t = await createTestApp();
      try {
        await raceOn([t], 'one app');
      } finally {
        await t.close();
      }
    },
    TIMEOUT,
  );

  it.runIf(testDialect === 'postgres')(
    'the same load through two app instances on one PostgreSQL schema',
    async () => {
      const first = await createTestApp();
      const second = await createTestApp({ pgSchema: first.pgSchema });
      try {
        await raceOn([first, second], 'two apps on one schema');
      } finally {
        await second.close();
        await first.close();
      }
    },
    TIMEOUT,
  );
});
