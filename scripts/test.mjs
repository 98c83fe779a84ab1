// The README's test command: type check, lint, unit and API tests (SQLite, then PostgreSQL when
// TEST_DATABASE_URL is set), build, then the browser tests against the built server.
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...sqliteEnv } = process.env;
const steps = [
  ['type check', 'npm', ['run', 'typecheck'], process.env],
  ['lint', 'npx', ['biome', 'check', '.'], process.env],
  ['unit and API tests on SQLite', 'npx', ['vitest', 'run'], sqliteEnv],
  ...(TEST_DATABASE_URL
    ? [['API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], process.env]]
    : []),
  ['build', 'npm', ['run', 'build'], process.env],
  ['browser tests', 'npx', ['playwright', 'test'], sqliteEnv],
];

const results = [];
for (const [name, command, args, env] of steps) {
  process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (status !== 0) break;
}
process.stdout.write('\n');
for (const r of results) process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)\n`);
if (!TEST_DATABASE_URL) process.stdout.write('(PostgreSQL run skipped: TEST_DATABASE_URL is not set)\n');
const failed = results.some((r) => !r.ok) || results.length < steps.length;
process.exit(failed ? 1 : 0);
