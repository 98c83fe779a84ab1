import { parseArgs } from 'node:util';
import { CreateUserRequest } from '@tradehall/contracts';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createUser } from './modules/users/users.service';
import { seedDemoData } from './setup/demo';
import { DEMO_PASSWORD } from './setup/demo-world';

const USAGE = `Usage: tradehall <command>
  start                                   migrate, seed reference data, serve the API and web app
  migrate                                 bring the database schema up to date
  create-user --username U --password P [--role R] [--email E]
                                          create a user (roles: user, editor, data_manager, auditor, admin)
  seed-demo                               load the demo servers, towns, trades and one account per role
                                          (safe to run again: a second run changes nothing)`;

async function start(): Promise<void> {
  const config = configFromEnv();
  const { app, generatedAdminPassword } = await buildApp(config);
  if (generatedAdminPassword) {
    // Printed once, on the first start only: the hash is all that is kept.
    process.stdout.write(
      `\n  Created the admin account.\n  username: admin\n  password: ${generatedAdminPassword}\n  (shown once; change it on the Profile page)\n\n`,
    );
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
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
    const summary = await seedDemoData(app.deps.db);
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
    default:
      process.stdout.write(`${USAGE}\n`);
      process.exitCode = command ? 1 : 0;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
