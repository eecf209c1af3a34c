import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Kysely's SQLite driver opens transactions with a plain (deferred) BEGIN, which takes the write
 * lock only at the first write and can then fail with SQLITE_BUSY when another process (the CLI,
 * a second server) got there first. BEGIN IMMEDIATE takes the write lock up front, so busy_timeout
 * applies and a transaction never dies half-way for lock reasons.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
