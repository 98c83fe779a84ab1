// The server of bench/write-scale.bench.ts, in a process of its own (the writers' client does not share its
// event loop). Started with `node --import tsx`; talks to the bench over IPC:
//   → {port, password}   once listening on 127.0.0.1
//   ← 'stop'             closes the app, drops its schema and exits (also on disconnect)
//   ← 'profile'          (WRITE_SCALE_PROFILE=1) → {profile}: the statement profile since the last one
import { buildApp } from '../../apps/server/src/app';
import { openBenchDatabase } from './bench-db';
import { startStatementProfile } from './statement-profile';

const profile = process.env.WRITE_SCALE_PROFILE === '1' ? startStatementProfile() : undefined;

const bench = await openBenchDatabase('write_scale');
const { app } = await buildApp(bench.config);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await app.close();
  await bench.cleanup();
  process.exit(0);
}
process.on('message', (message) => {
  if (message === 'stop') void stop();
  if (message === 'profile') process.send?.({ profile: profile?.take() });
});
process.on('disconnect', () => void stop());
process.send?.({ port: address.port, password: bench.config.adminPassword });
