import { CompiledQuery, type Compilable, type DialectAdapter, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/** Where a value goes in a compiled query: read from the values of each run. */
class Slot<V> {
  constructor(readonly read: (values: V) => unknown) {}
}

/** Stands for a value of type T in the query being built; filled in from each run's values. */
export type Bind<V> = <T>(read: (values: V) => T) => T;

/**
 * The values of one inserted row, every column bound: `bindRow($, (v) => v[i], ['a', 'b'])` is
 * `{ a: $((v) => v[i].a), b: $((v) => v[i].b) }`.
 */
export function bindRow<V, Row, K extends keyof Row>(
  $: Bind<V>,
  rowOf: (values: V) => Row,
  columns: readonly K[],
): Pick<Row, K> {
  const row = {} as Pick<Row, K>;
  for (const column of columns) row[column] = $((values) => rowOf(values)[column]);
  return row;
}

interface Compiled {
  sql: string;
  parameters: readonly unknown[];
}

export interface PreparedQuery<V, R> {
  execute(db: Db, values: V): Promise<R[]>;
  takeFirst(db: Db, values: V): Promise<R | undefined>;
  /** The whole result: rows and, for writes, the number of rows changed. */
  run(db: Db, values: V): Promise<QueryResult<R>>;
}

/** More shapes than any hot path has; a bound only so a bug cannot grow the cache without end. */
const SHAPES_PER_DIALECT = 256;

/** At most this many statement texts get a name (a bound, as above). */
const NAMED_STATEMENTS = 1024;
const statementNames = new Map<string, string>();

/**
 * The name under which PostgreSQL may keep this statement prepared on each connection, or
 * undefined for a statement that did not come from a prepared query. Only prepared queries' texts
 * are named: they are few and fixed, so each connection parses and plans them once, where an
 * unnamed statement is parsed and planned again every time (issue 19). Ad-hoc statements (reports,
 * admin) stay unnamed and get a plan for their actual values.
 */
export function preparedStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

function nameStatement(sql: string): void {
  if (statementNames.size < NAMED_STATEMENTS && !statementNames.has(sql)) {
    statementNames.set(sql, `lotto_${statementNames.size + 1}`);
  }
}

/**
 * A query built and compiled by Kysely once per database and shape, then run with new values.
 * Building and compiling our small statements costs Kysely more than SQLite takes to run them, and
 * the money path runs the same dozen shapes for every order (docs/decisions/004-group-commit.md).
 *
 * `build` gets `$`, which stands for a value read from each run's values; it must not branch on
 * the values except through `shapeOf`: queries with lists (IN, multi-row inserts) name their shape
 * (e.g. the number of rows) and get one compiled form per shape. The SQL is Kysely's, for the
 * database's own dialect, so the same definition serves SQLite and PostgreSQL.
 */
export function preparedQuery<V, R>(
  build: (db: Db, $: Bind<V>, sample: V) => Compilable<R>,
  shapeOf: (values: V) => string = () => '',
): PreparedQuery<V, R> {
  const byDialect = new WeakMap<DialectAdapter, Map<string, Compiled>>();
  const $: Bind<V> = <T>(read: (values: V) => T) => new Slot(read) as unknown as T;

  function compiledFor(db: Db, values: V): Compiled {
    const adapter = db.getExecutor().adapter;
    let shapes = byDialect.get(adapter);
    if (!shapes) {
      shapes = new Map();
      byDialect.set(adapter, shapes);
    }
    const shape = shapeOf(values);
    let compiled = shapes.get(shape);
    if (!compiled) {
      const query = build(db, $, values).compile();
      compiled = { sql: query.sql, parameters: query.parameters };
      nameStatement(query.sql);
      if (shapes.size >= SHAPES_PER_DIALECT) shapes.clear();
      shapes.set(shape, compiled);
    }
    return compiled;
  }

  async function run(db: Db, values: V): Promise<QueryResult<R>> {
    const compiled = compiledFor(db, values);
    const parameters = compiled.parameters.map((parameter) => {
      if (!(parameter instanceof Slot)) return parameter;
      const value: unknown = (parameter as Slot<V>).read(values);
      // Kysely leaves an undefined column out of an insert; a compiled insert cannot, so say so.
      if (value === undefined) throw new TypeError(`prepared query: a value is undefined in ${compiled.sql}`);
      return value;
    });
    return db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
  }

  return {
    run,
    execute: async (db, values) => (await run(db, values)).rows,
    takeFirst: async (db, values) => (await run(db, values)).rows[0],
  };
}
