import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.js';
import type { GroupCommitter } from './group-commit.js';
import type { Database } from './schema.js';

/** A fresh SQLite file with the `units` table (label unique) and `children` with a deferred FK. */
async function openScratch(dir: string, name: string): Promise<{ db: Db; file: string }> {
  const file = path.join(dir, name);
  const db = openDatabase(`sqlite:${file}`);
  await sql`create table units (id integer primary key, label text not null unique)`.execute(db.kysely);
  await sql`create table parents (id integer primary key)`.execute(db.kysely);
  await sql`create table children (
    id integer primary key,
    parent_id integer not null references parents (id) deferrable initially deferred
  )`.execute(db.kysely);
  return { db, file };
}

function committerOf(db: Db): GroupCommitter {
  if (!db.groupCommit) throw new Error('SQLite always has a group committer');
  return db.groupCommit;
}

async function insert(trx: Transaction<Database>, label: string): Promise<void> {
  await sql`insert into units (label) values (${label})`.execute(trx);
}

async function labelsIn(trx: Transaction<Database>, prefix: string): Promise<string[]> {
  const pattern = `${prefix}%`;
  const query = sql<{ label: string }>`select label from units where label like ${pattern} order by id`;
  const result = await query.execute(trx);
  return result.rows.map((row) => row.label);
}

describe('GroupCommitter on SQLite', () => {
  let dir: string;
  let db: Db;
  let file: string;
  // A second connection to the same file: it sees only what is committed.
  let reader: SqliteDatabase.Database;
  let committer: GroupCommitter;

  const committedLabels = (prefix: string): string[] =>
    reader
      .prepare('select label from units where label like ? order by id')
      .pluck()
      .all(`${prefix}%`) as string[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-group-commit-'));
    ({ db, file } = await openScratch(dir, 'main.db'));
    committer = committerOf(db);
    reader = new SqliteDatabase(file, { fileMustExist: true });
    reader.pragma('busy_timeout = 5000');
  });

  afterAll(async () => {
    reader?.close();
    await db?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs 50 concurrent units in one transaction and commits them all', async () => {
    const before = committer.stats;
    const labels = Array.from({ length: 50 }, (_, i) => `many-${i}`);
    const results = await Promise.all(
      labels.map((label) =>
        committer.run(async (trx) => {
          await insert(trx, label);
          return label;
        }),
      ),
    );
    expect(results).toEqual(labels);
    // Units run in arrival order, so the ids follow it.
    expect(committedLabels('many-')).toEqual(labels);
    const after = committer.stats;
    expect(after.units - before.units).toBe(50);
    // All 50 arrived in the same turn of the event loop: one batch, one COMMIT.
    expect(after.batches - before.batches).toBe(1);
  });

  it('caps a batch at 64 units and runs the rest in the next batches', async () => {
    const before = committer.stats;
    const labels = Array.from({ length: 150 }, (_, i) => `cap-${i}`);
    await Promise.all(labels.map((label) => committer.run((trx) => insert(trx, label))));
    expect(committedLabels('cap-')).toEqual(labels);
    expect(committer.stats.units - before.units).toBe(150);
    expect(committer.stats.batches - before.batches).toBe(3);
  });

  it('runs a unit marked alone in a batch of its own: the units queued before it are answered first', async () => {
    // A settlement step is a long unit: orders that arrived while the previous step ran must not
    // share its COMMIT (they would wait for the whole step), nor the ones queued after it.
    const before = committer.stats;
    const events: string[] = [];
    const unit = (label: string, options?: { alone: boolean }) =>
      committer
        .run(async (trx) => {
          events.push(`run ${label}`);
          await insert(trx, label);
        }, options)
        .then(() => events.push(`answered ${label}`));
    await Promise.all([
      unit('alone-a'),
      unit('alone-b'),
      unit('alone-step', { alone: true }),
      unit('alone-c'),
    ]);
    expect(events).toEqual([
      'run alone-a',
      'run alone-b',
      'answered alone-a',
      'answered alone-b',
      'run alone-step',
      'answered alone-step',
      'run alone-c',
      'answered alone-c',
    ]);
    expect(committedLabels('alone-')).toEqual(['alone-a', 'alone-b', 'alone-step', 'alone-c']);
    expect(committer.stats.batches - before.batches).toBe(3);
  });

  it('rolls back only the unit that throws, rejects it at once and commits the others', async () => {
    const before = committer.stats;
    const refusal = new Error('unit 5 refuses');
    const settled: string[] = [];
    let seenByUnit6: string[] = [];
    const runs = Array.from({ length: 10 }, (_, i) =>
      committer.run(async (trx) => {
        if (i === 6) seenByUnit6 = await labelsIn(trx, 'mid-');
        await insert(trx, `mid-${i}`);
        if (i === 5) throw refusal;
        return i;
      }),
    );
    runs.forEach((run, i) =>
      run.then(
        () => settled.push(`ok-${i}`),
        () => settled.push(`failed-${i}`),
      ),
    );
    const results = await Promise.allSettled(runs);

    expect(results[5]).toEqual({ status: 'rejected', reason: refusal });
    expect(results.filter((result) => result.status === 'fulfilled').map((result) => result.value)).toEqual([
      0, 1, 2, 3, 4, 6, 7, 8, 9,
    ]);
    // The failure is answered before the batch commits; the successes only after it.
    expect(settled[0]).toBe('failed-5');
    // Unit 6 runs after unit 5's savepoint was rolled back: it sees 0..4 and not 5.
    expect(seenByUnit6).toEqual(['mid-0', 'mid-1', 'mid-2', 'mid-3', 'mid-4']);
    expect(committedLabels('mid-')).toEqual([
      'mid-0',
      'mid-1',
      'mid-2',
      'mid-3',
      'mid-4',
      'mid-6',
      'mid-7',
      'mid-8',
      'mid-9',
    ]);
    // A unit that fails does not break the batch.
    expect(committer.stats.batches - before.batches).toBe(1);
    expect(committer.stats.units - before.units).toBe(9);
  });

  it('acknowledges a unit only once it is committed, and keeps the batch invisible until then', async () => {
    const readerSawInside: string[][] = [];
    const trxSawInside: string[][] = [];
    const readerSawOnAck: string[][] = [];
    const runs = Array.from({ length: 5 }, (_, i) =>
      committer
        .run(async (trx) => {
          trxSawInside.push(await labelsIn(trx, 'vis-'));
          await insert(trx, `vis-${i}`);
          readerSawInside.push(committedLabels('vis-'));
          return i;
        })
        .then((value) => {
          readerSawOnAck.push(committedLabels('vis-'));
          return value;
        }),
    );
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);

    const all = ['vis-0', 'vis-1', 'vis-2', 'vis-3', 'vis-4'];
    // Inside the batch each unit sees the units before it...
    expect(trxSawInside).toEqual([[], all.slice(0, 1), all.slice(0, 2), all.slice(0, 3), all.slice(0, 4)]);
    // ...while another connection sees none of them, not even the unit's own row.
    expect(readerSawInside).toEqual([[], [], [], [], []]);
    // When any unit's promise resolves, the whole batch is already committed.
    expect(readerSawOnAck).toEqual([all, all, all, all, all]);
  });

  it('rejects the units that ran when the batch breaks, and reruns the ones that had not started', async () => {
    const before = committer.stats;
    const attempts = new Map<string, number>();
    let seenByD: string[] = [];
    const unit = (name: string, extra?: (trx: Transaction<Database>) => Promise<void>) =>
      committer.run(async (trx) => {
        attempts.set(name, (attempts.get(name) ?? 0) + 1);
        if (name === 'd') seenByD = await labelsIn(trx, 'broken-');
        await insert(trx, `broken-${name}`);
        await extra?.(trx);
        return name;
      });
    const runs = [
      unit('a'),
      unit('b'),
      // Ends the shared transaction under the committer's feet: its savepoint is gone.
      unit('c', async (trx) => {
        await sql`rollback`.execute(trx);
      }),
      unit('d'),
      unit('e'),
    ];
    const [a, b, c, d, e] = await Promise.allSettled(runs);

    // a, b and c ran in the broken batch: all answered with the batch's error (RELEASE failed).
    for (const result of [a, b, c]) {
      expect(result?.status).toBe('rejected');
    }
    const reason = (a as PromiseRejectedResult).reason as Error;
    expect(reason.message).toMatch(/no such savepoint/);
    expect((b as PromiseRejectedResult).reason).toBe(reason);
    expect((c as PromiseRejectedResult).reason).toBe(reason);
    // d and e never started in it: they ran once, in the next batch, from the committed state.
    expect(d).toEqual({ status: 'fulfilled', value: 'd' });
    expect(e).toEqual({ status: 'fulfilled', value: 'e' });
    expect(Object.fromEntries(attempts)).toEqual({ a: 1, b: 1, c: 1, d: 1, e: 1 });
    expect(seenByD).toEqual([]);
    expect(committedLabels('broken-')).toEqual(['broken-d', 'broken-e']);
    expect(committer.stats.batches - before.batches).toBe(1);
    expect(committer.stats.units - before.units).toBe(2);

    // The connection was handed back: the committer goes on working.
    await committer.run((trx) => insert(trx, 'after-break'));
    expect(committedLabels('after-break')).toEqual(['after-break']);
  });

  it('rejects every unit of a batch whose COMMIT fails and keeps none of them', async () => {
    const before = committer.stats;
    const runs = [
      committer.run((trx) => insert(trx, 'commit-fails-0')),
      // A deferred foreign key is checked only by COMMIT, so this unit itself succeeds.
      committer.run(async (trx) => {
        await insert(trx, 'commit-fails-1');
        await sql`insert into children (parent_id) values (404)`.execute(trx);
      }),
      committer.run((trx) => insert(trx, 'commit-fails-2')),
    ];
    const results = await Promise.allSettled(runs);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(((result as PromiseRejectedResult).reason as Error).message).toMatch(
        /FOREIGN KEY constraint failed/,
      );
    }
    expect(committedLabels('commit-fails-')).toEqual([]);
    expect(reader.prepare('select count(*) from children').pluck().get()).toBe(0);
    expect(committer.stats).toEqual(before);

    await committer.run((trx) => insert(trx, 'after-commit-failure'));
    expect(committedLabels('after-commit-failure')).toEqual(['after-commit-failure']);
  });

  it('drain() resolves once every queued unit has been answered', async () => {
    await committer.drain();
    const answered: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      void committer
        .run(async (trx) => {
          // Work that waits on something outside the database keeps the batch running a while.
          await new Promise((resolve) => setTimeout(resolve, 1));
          await insert(trx, `drain-${i}`);
        })
        .then(() => answered.push(i));
    }
    await committer.drain();
    expect(answered).toHaveLength(20);
    expect(committedLabels('drain-')).toHaveLength(20);
  });

  it('destroy() after concurrent runs loses no acknowledged work', async () => {
    const other = await openScratch(dir, 'destroy.db');
    const otherCommitter = committerOf(other.db);
    const labels = Array.from({ length: 30 }, (_, i) => `destroy-${i}`);
    const runs = labels.map((label) =>
      otherCommitter.run(async (trx) => {
        await insert(trx, label);
        return label;
      }),
    );
    await other.db.destroy();
    expect(await Promise.all(runs)).toEqual(labels);

    const check = new SqliteDatabase(other.file, { fileMustExist: true });
    try {
      expect(check.prepare('select label from units order by id').pluck().all()).toEqual(labels);
    } finally {
      check.close();
    }
  });
});
