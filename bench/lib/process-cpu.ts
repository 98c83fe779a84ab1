// CPU time of this process and of the PostgreSQL backends serving a database, for "CPU per request" figures
// that a busy shared machine distorts far less than latencies. Backends are read from /proc: a PostgreSQL on
// another host (or without /proc) counts as unknown.
import { readdirSync, readFileSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/types';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface CpuSample {
  processMs: number;
  /** CPU ms of each backend of the database, by pid (undefined: no PostgreSQL, or not readable here). */
  backends: Map<number, number> | undefined;
}

/** CPU ms (user + system) a process of this machine has spent so far; undefined when it cannot be read. */
export function backendMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** A sample of this process's CPU, and of the backends of `db`'s database when it is PostgreSQL (else none). */
export async function sampleCpu(db: Kysely<Database> | undefined): Promise<CpuSample> {
  const usage = process.cpuUsage();
  const processMs = (usage.user + usage.system) / 1000;
  if (!db) return { processMs, backends: undefined };
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database()`.execute(db);
  const backends = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = backendMs(Number(pid));
    if (ms === undefined) return { processMs, backends: undefined };
    backends.set(Number(pid), ms);
  }
  return { processMs, backends };
}

/** CPU ms spent between two samples: by this process, and by the database's backends (undefined: unknown). */
export function cpuSpent(before: CpuSample, after: CpuSample): { processMs: number; databaseMs?: number } {
  const processMs = after.processMs - before.processMs;
  if (!before.backends || !after.backends) return { processMs };
  let databaseMs = 0;
  for (const [pid, ms] of after.backends) databaseMs += ms - (before.backends.get(pid) ?? 0);
  return { processMs, databaseMs };
}

/**
 * CPU ms (user + system) spent so far by every live descendant of `root` (e.g. a browser this process launched,
 * its renderers and their Web Worker threads): sampled before and after a step, the difference is its CPU.
 */
export function descendantsMs(root = process.pid): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // gone since the listing
    }
  }
  const within = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at))
      if (at === root) return true;
    return false;
  };
  let ms = 0;
  for (const pid of parents.keys()) if (within(pid)) ms += backendMs(pid) ?? 0;
  return ms;
}
