// Runs every benchmark in bench/ (or those named on the command line) one after another.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const wanted = process.argv.slice(2);
const benches = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();
let failed = false;
for (const file of benches) {
  process.stdout.write(`\n=== ${file}\n`);
  const { status } = spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit' });
  failed ||= status !== 0;
}
process.exit(failed ? 1 : 0);
