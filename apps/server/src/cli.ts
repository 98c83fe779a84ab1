import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { CreateUserRequest } from '@tradehall/contracts';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createUser } from './modules/users/users.service';
import { actingUser } from './modules/world-scans/scan-access';
import { scanWorldFolder } from './modules/world-scans/scan-job';
import { describeApply, describeScan } from './modules/world-scans/scan-summary';
import { applyWorldScan } from './modules/world-scans/world-scan-apply';
import { adminPasswordNotice } from './setup/bootstrap';
import { seedDemoData } from './setup/demo';
import { DEMO_PASSWORD } from './setup/demo-world';

const USAGE = `Usage: tradehall <command>
  start                                   migrate, seed reference data, serve the API and web app
  migrate                                 bring the database schema up to date
  create-user --username U --password P [--role R] [--email E]
                                          create a user (roles: user, editor, data_manager, auditor, admin)
  seed-demo                               load the demo servers, towns, trades and one account per role
                                          (safe to run again: a second run changes nothing)
  scan-world --server ID --path WORLD_DIR [--apply] [--as USERNAME]
                                          scan a Minecraft 1.12.2 world folder for villagers and their
                                          trades and print the summary (the scan writes no trades); with
                                          --apply, apply it as that user (default admin)`;

/** Where to sign in: the address the server listens on, `localhost` when it listens on every interface. */
function signInUrl(address: AddressInfo | string | null): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const any = address.address === '0.0.0.0' || address.address === '::';
  const host = any ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Where the logger writes: the notice goes to the same stream, queued behind the "listening at" lines.
 * (Pino writes stdout asynchronously, so a direct write to stdout can overtake them; pino keeps its stream
 * under the `pino.stream` symbol, one of its public `pino.symbols`.) Undefined when logging is off.
 */
function logStream(log: object): { write(text: string): unknown } | undefined {
  for (let level: object | null = log; level; level = Object.getPrototypeOf(level)) {
    const key = Object.getOwnPropertySymbols(level).find((symbol) => symbol.description === 'pino.stream');
    const stream = key && (level as Record<symbol, unknown>)[key];
    if (stream && typeof (stream as { write?: unknown }).write === 'function') {
      return stream as { write(text: string): unknown };
    }
  }
  return undefined;
}

async function start(): Promise<void> {
  const config = configFromEnv();
  const { app, generatedAdminPassword } = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Printed even so: the account exists now, and its password is shown on the first start only.
    if (generatedAdminPassword) process.stdout.write(adminPasswordNotice(generatedAdminPassword, undefined));
    throw error;
  }
  // Printed once, on the first start only (the hash is all that is kept), after the "listening at" lines.
  if (generatedAdminPassword) {
    const notice = adminPasswordNotice(generatedAdminPassword, signInUrl(app.server.address()));
    (logStream(app.log) ?? process.stdout).write(notice);
  }
}

async function migrate(): Promise<void> {
  const handle = await openDatabase(configFromEnv());
  try {
    const applied = await migrateToLatest(handle);
    process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'schema is up to date\n');
  } finally {
    await handle.close();
  }
}

async function createUserCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'user' },
      email: { type: 'string', default: '' },
    },
  });
  const input = CreateUserRequest.safeParse(values);
  if (!input.success) {
    throw new Error(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const config = { ...configFromEnv(), logLevel: 'silent' };
  const { app } = await buildApp(config);
  try {
    const user = await createUser(app.deps.db, { username: 'cli' }, input.data);
    process.stdout.write(`created ${user.username} (${user.role})\n`);
  } finally {
    await app.close();
  }
}

async function seedDemoCommand(): Promise<void> {
  const { app, generatedAdminPassword } = await buildApp({ ...configFromEnv(), logLevel: 'silent' });
  try {
    if (generatedAdminPassword) {
      process.stdout.write(
        `Created the admin account. username: admin  password: ${generatedAdminPassword}\n`,
      );
    }
    const summary = await seedDemoData(app.deps);
    const { servers, towns, locations, trades } = summary.counts;
    process.stdout.write(
      summary.created
        ? `Loaded the demo world: ${servers} servers, ${towns} towns, ${locations} locations, ${trades} trades.\n`
        : 'The demo world is already loaded; nothing changed.\n',
    );
    process.stdout.write(`\nDemo accounts (password: ${DEMO_PASSWORD}):\n`);
    for (const account of summary.accounts) {
      const note = summary.created && !account.created ? '  (existing account kept, password unchanged)' : '';
      process.stdout.write(`  ${account.username.padEnd(20)} ${account.role}${note}\n`);
    }
  } finally {
    await app.close();
  }
}

async function scanWorldCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      server: { type: 'string' },
      path: { type: 'string' },
      apply: { type: 'boolean', default: false },
      as: { type: 'string', default: 'admin' },
    },
  });
  const serverId = Number(values.server);
  if (!values.server || !Number.isSafeInteger(serverId) || serverId < 1) {
    throw new Error('scan-world: give --server ID (the id of a Tradehall server).');
  }
  if (!values.path) throw new Error('scan-world: give --path WORLD_DIR (the folder that holds level.dat).');
  const { app } = await buildApp({ ...configFromEnv(), logLevel: 'silent' });
  try {
    const deps = { db: app.deps.db, dialect: app.deps.dialect };
    const user = await actingUser(deps.db, values.as);
    const progress = process.stderr.isTTY
      ? (read: number, total: number) => process.stderr.write(`\rregions read: ${read} of ${total}`)
      : undefined;
    const scan = await scanWorldFolder(deps, user, serverId, values.path, progress);
    if (progress) process.stderr.write('\n');
    process.stdout.write(describeScan(scan));
    if (values.apply) process.stdout.write(describeApply(await applyWorldScan(deps, user, scan.id, {})));
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  switch (command) {
    case 'start':
      return start();
    case 'migrate':
      return migrate();
    case 'create-user':
      return createUserCommand(rest);
    case 'seed-demo':
      return seedDemoCommand();
    case 'scan-world':
      return scanWorldCommand(rest);
    default:
      process.stdout.write(`${USAGE}\n`);
      process.exitCode = command ? 1 : 0;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
