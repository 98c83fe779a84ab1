// Live-update benchmark: npx tsx bench/events.bench.ts [--idle=1000] [--rate=50] [--seconds=10] [--quiet=30]
// SQLite by default; PostgreSQL (LISTEN/NOTIFY) when BENCH_DATABASE_URL (or DATABASE_URL) is set.
// The server runs in a process of its own (bench/lib/events-server.ts), so its memory is measured alone.
// A member of one server listens to its events while another member edits trades at `rate` writes per second
// (PUT /api/trades/{id}, open loop); event latency is the time from sending a write to hearing its event.
//   1. baseline: only the listening stream;
//   2. `idle` more streams open on the same server (each write is sent to all of them), same writes;
//   3. those streams left idle for `quiet` seconds (a heartbeat comes every 25 s): memory must not grow.
// Server memory (RSS, and heap after a full GC) before and after opening the streams, per idle stream.
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import type { Trade } from '@tradehall/contracts';
import type { ServerMemory } from './lib/events-server';
import { openSse, type SseStream } from './lib/sse-client';
import { summarize } from './lib/stats';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const IDLE = arg('idle', 1000);
const RATE = arg('rate', 50);
const SECONDS = arg('seconds', 10);
const QUIET = arg('quiet', 30);
const TRADES = 50;
const WATCHER_USERS = 10;
const ADMIN_PASSWORD = 'bench-admin-password';
const PASSWORD = 'bench-member-password';

const server = fork('bench/lib/events-server.ts', [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: { ...process.env, EVENT_STREAMS_PER_USER: String(Math.ceil(IDLE / WATCHER_USERS) + 1) },
});
const ready = await new Promise<{ port: number; label: string }>((resolve, reject) => {
  server.once('message', (message) => resolve(message as { port: number; label: string }));
  server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
});
const base = `http://127.0.0.1:${ready.port}/api`;
const memory = () =>
  new Promise<ServerMemory>((resolve) => {
    server.once('message', (message) => resolve(message as ServerMemory));
    server.send('memory');
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const signIn = async (username: string, password: string) =>
  (await call<{ access_token: string }>(null, 'POST', '/login', { username, password })).access_token;

const streams: SseStream[] = [];
try {
  // The world: a server owned by the writer, a listener and the idle members, 50 trades.
  const admin = await signIn('admin', ADMIN_PASSWORD);
  const names = [
    'bench_writer',
    'bench_listener',
    ...Array.from({ length: WATCHER_USERS }, (_, i) => `bench_idle_${i}`),
  ];
  for (const username of names) {
    await call(admin, 'POST', '/admin/users', { username, email: '', password: PASSWORD, role: 'user' });
  }
  const [writer, listener, ...idleUsers] = await Promise.all(names.map((name) => signIn(name, PASSWORD)));
  const modpack = await call<{ row: { id: number } }>(admin, 'POST', '/data_editor/tables/modpacks', {
    modpack: 'Bench',
    version: '1',
  });
  const { server: hall } = await call<{ server: { id: number } }>(writer!, 'POST', '/servers', {
    name: 'Events bench',
    modpack_id: modpack.row.id,
  });
  for (const username of names.slice(1))
    await call(writer!, 'POST', `/servers/${hall.id}/members`, { username });
  const { town } = await call<{ town: { id: number } }>(writer!, 'POST', '/towns', {
    name: 'canz',
    server_id: hall.id,
  });
  const trades: Trade[] = [];
  for (let i = 0; i < TRADES; i++) {
    trades.push(
      await call<Trade>(writer!, 'POST', '/trades', {
        server_id: hall.id,
        town_id: town.id,
        location: 'Hall',
        row: String.fromCharCode(65 + (i % 26)),
        num: 1 + Math.floor(i / 26),
        villager_type: 'Librarian',
        cost_item1: 'Emerald',
        cost_amount1: 10,
        sell_item: 'Enchanted Book',
        sell_amount: 1,
        enchantments: [{ name: 'Mending', level: 1 }],
      }),
    );
  }
  const eventsUrl = `${base}/servers/${hall.id}/events`;

  // The listening member: each event of a trade settles the oldest write of that trade still unheard.
  const unheard = new Map<number, number[]>();
  const latencies: number[] = [];
  /** From the event's `at` (stamped by the server as it publishes, same clock) to hearing it: delivery alone. */
  const deliveries: number[] = [];
  streams.push(
    await openSse(eventsUrl, listener!, (data) => {
      const heard = performance.now();
      const event = JSON.parse(data) as { type: string; ids: number[] | null; at: string };
      deliveries.push(Date.now() - Date.parse(event.at));
      for (const id of event.ids ?? []) {
        const sent = unheard.get(id)?.shift();
        if (sent !== undefined) latencies.push(heard - sent);
      }
    }),
  );

  /** `RATE` writes a second for `SECONDS` (round robin over the trades); event latencies and write times. */
  async function writePhase() {
    latencies.length = 0;
    deliveries.length = 0;
    const writeTimes: number[] = [];
    const last = new Map<number, Promise<void>>();
    const started = performance.now();
    const count = RATE * SECONDS;
    for (let i = 0; i < count; i++) {
      await sleep(Math.max(0, started + (i * 1000) / RATE - performance.now()));
      const index = i % TRADES;
      const previous = last.get(index) ?? Promise.resolve();
      const write = previous.then(async () => {
        const trade = trades[index]!;
        const { id, server_id: _s, town: _t, town_id: _ti, location_id: _l, ...fields } = trade;
        const sent = performance.now();
        unheard.set(id, [...(unheard.get(id) ?? []), sent]);
        const saved = await call<Trade>(writer!, 'PUT', `/trades/${id}`, {
          ...fields,
          enchantments: fields.enchantments.map(({ name, level }) => ({ name, level })),
          cost_amount1: (fields.cost_amount1 % 60) + 1,
        });
        writeTimes.push(performance.now() - sent);
        trades[index] = saved;
      });
      last.set(index, write);
    }
    await Promise.all(last.values());
    const deadline = performance.now() + 5000;
    while (latencies.length < count && performance.now() < deadline) await sleep(20);
    return {
      events: summarize(latencies),
      heard: latencies.length,
      count,
      writes: summarize(writeTimes),
      delivery: summarize(deliveries),
    };
  }

  const before = await memory();
  const baseline = await writePhase();

  const perUser = Math.ceil(IDLE / WATCHER_USERS);
  for (let i = 0; i < IDLE; i += 50) {
    const batch = Array.from(
      { length: Math.min(50, IDLE - i) },
      (_, k) => idleUsers[Math.floor((i + k) / perUser)]!,
    );
    streams.push(...(await Promise.all(batch.map((token) => openSse(eventsUrl, token)))));
  }
  await sleep(2000);
  const opened = await memory();
  const loaded = await writePhase();
  const afterWrites = await memory();
  await sleep(QUIET * 1000);
  const quiet = await memory();
  for (const stream of streams.splice(1)) stream.close();
  await sleep(2000);
  const closed = await memory();

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const phase = (p: Awaited<ReturnType<typeof writePhase>>) =>
    `write→event median ${ms(p.events.median)}, p95 ${ms(p.events.p95)} (${p.heard}/${p.count} heard); publish→event median ${ms(p.delivery.median)}, p95 ${ms(p.delivery.p95)}; the write itself median ${ms(p.writes.median)}, p95 ${ms(p.writes.p95)}`;
  const memoryLine = (m: ServerMemory) => `RSS ${mb(m.rss)}, heap ${mb(m.heapUsed)} (${m.streams} streams)`;
  console.log(
    `Live updates on ${ready.label}: ${RATE} writes/s for ${SECONDS} s over ${TRADES} trades, ${IDLE} idle streams on the same server; node ${process.version}; load average ${loadavg()[0].toFixed(1)}\n`,
  );
  const table: [string, string][] = [
    ['event latency, baseline (1 listening stream)', phase(baseline)],
    [`event latency, with ${IDLE} idle streams`, phase(loaded)],
    [
      'p95 ratio (idle streams / baseline)',
      `write→event ${(loaded.events.p95 / baseline.events.p95).toFixed(2)}x, publish→event ${(loaded.delivery.p95 / baseline.delivery.p95).toFixed(2)}x`,
    ],
    ['server memory before the idle streams', memoryLine(before)],
    [`server memory, ${IDLE} idle streams open`, memoryLine(opened)],
    [
      'per idle stream',
      `RSS ${kb((opened.rss - before.rss) / IDLE)}, heap ${kb((opened.heapUsed - before.heapUsed) / IDLE)}`,
    ],
    ['server memory after the writes', memoryLine(afterWrites)],
    [
      `server memory after ${QUIET} s idle`,
      `${memoryLine(quiet)}; heap ${quiet.heapUsed >= afterWrites.heapUsed ? '+' : '-'}${kb(Math.abs(quiet.heapUsed - afterWrites.heapUsed))}`,
    ],
    ['server memory after closing them', memoryLine(closed)],
  ];
  const width = Math.max(...table.map(([k]) => k.length));
  for (const [k, v] of table) console.log(`${k.padEnd(width)} | ${v}`);
} finally {
  for (const stream of streams) stream.close();
  server.send('stop');
  await new Promise((resolve) => server.once('exit', resolve));
}
