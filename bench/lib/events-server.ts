// The server of bench/events.bench.ts, in a process of its own so that its memory is the server's alone.
// Started with `node --import tsx --expose-gc`; talks to the bench over IPC:
//   → {type: 'ready', port}            once listening
//   ← 'memory' → {type: 'memory', …}   RSS and heap after a full GC, and the open streams
//   ← 'stop'                           closes the app, removes the database and exits
import { buildApp } from '../../apps/server/src/app';
import { eventsOf } from '../../apps/server/src/modules/events/events.setup';
import { openBenchDatabase } from './bench-db';

export interface ServerMemory {
  type: 'memory';
  rss: number;
  heapUsed: number;
  external: number;
  streams: number;
}

const bench = await openBenchDatabase('events');
const { app } = await buildApp({
  ...bench.config,
  eventStreamsPerUser: Number(process.env.EVENT_STREAMS_PER_USER ?? 1000),
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');

const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
process.on('message', async (message) => {
  if (message === 'memory') {
    collect();
    collect();
    const { rss, heapUsed, external } = process.memoryUsage();
    const streams = eventsOf(app.deps.db)?.hub.count() ?? 0;
    process.send?.({ type: 'memory', rss, heapUsed, external, streams } satisfies ServerMemory);
  } else if (message === 'stop') {
    await app.close();
    await bench.cleanup();
    process.exit(0);
  }
});
process.send?.({ type: 'ready', port: address.port, label: bench.label });
