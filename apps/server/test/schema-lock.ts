import pg from 'pg';

/**
 * Test files run two at a time, each on PostgreSQL schemas of its own. Kysely's migrator introspects the tables
 * of every schema (pg_get_serial_sequence by name), so a schema another file drops meanwhile fails it with
 * "relation … does not exist". Migrations, template copies and schema drops of the test run take turns under one
 * advisory lock.
 */
const SCHEMA_CHANGE_LOCK = 7_250_026;

export async function underSchemaLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

/** Drops a test schema, taking turns with the other files' migrations. */
export async function dropTestSchema(databaseUrl: string, schema: string): Promise<void> {
  await underSchemaLock(databaseUrl, async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`drop schema if exists ${schema} cascade`);
    } finally {
      await client.end();
    }
  });
}
