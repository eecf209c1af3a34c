import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database.js';
import { startWalCheckpointer } from './wal-checkpointer.js';

async function until(what: string, condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Frames in the WAL and frames already copied into the database file, read from the wal-index
 * header in the -shm file (mxFrame at byte 16, nBackfill at byte 96; https://sqlite.org/walformat.html).
 * Unlike PRAGMA wal_checkpoint, reading them does not checkpoint anything itself.
 */
function walProgress(file: string): { frames: number; backfilled: number } {
  const shm = fs.readFileSync(`${file}-shm`);
  const read = (offset: number) =>
    os.endianness() === 'LE' ? shm.readUInt32LE(offset) : shm.readUInt32BE(offset);
  return { frames: read(16), backfilled: read(96) };
}

const fullyCheckpointed = (file: string) => {
  const { frames, backfilled } = walProgress(file);
  return frames > 0 && backfilled === frames;
};

/** 300 rows of one 4 KiB page each: some 1.2 MB into the WAL per run. */
const FILL = `with recursive n(i) as (select 1 union all select i + 1 from n where i < 300)
  insert into filler (payload) select randomblob(4000) from n`;

describe('WAL checkpoints in a background thread', () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-wal-'));
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('openDatabase with backgroundCheckpoints copies the WAL into the database file off the serving connection', async () => {
    const file = path.join(dir, 'served.db');
    const db = openDatabase(`sqlite:${file}`, { backgroundCheckpoints: true });
    const reader = new SqliteDatabase(file, { fileMustExist: true });
    try {
      const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
        db.kysely,
      );
      expect(rows).toEqual([{ wal_autocheckpoint: 0 }]);

      await sql`create table filler (id integer primary key, payload blob not null)`.execute(db.kysely);
      for (let i = 0; i < 4; i += 1) await sql.raw(FILL).execute(db.kysely);

      const pageSize = reader.pragma('page_size', { simple: true }) as number;
      const pages = reader.pragma('page_count', { simple: true }) as number;
      expect(pages).toBeGreaterThan(1_000);
      // The serving connection never checkpoints and neither does the reader, so only the thread
      // can have put these pages into the main file.
      await until('the WAL is fully checkpointed', () => fullyCheckpointed(file));
      await until('the database file holds every page', () => fs.statSync(file).size === pages * pageSize);

      expect(reader.prepare('select count(*) from filler').pluck().get()).toBe(1_200);
      const { rows: counted } = await sql<{ n: number }>`select count(*) as n from filler`.execute(db.kysely);
      expect(counted).toEqual([{ n: 1_200 }]);
    } finally {
      reader.close();
      await db.destroy();
    }
  });

  it('startWalCheckpointer turns inline checkpoints off while it runs and back on when stopped', async () => {
    const file = path.join(dir, 'raw.db');
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('create table filler (id integer primary key, payload blob not null)');
    const onProblem = vi.fn();
    try {
      const checkpointer = startWalCheckpointer(sqlite, file, onProblem);
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);

      sqlite.exec(FILL);
      await until('the worker checkpointed the WAL', () => fullyCheckpointed(file));
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);

      await Promise.all([checkpointer.stop(), checkpointer.stop()]);
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
      await checkpointer.stop();
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);

      // Stopped for good: new frames stay in the WAL (well under the 1,000-page inline threshold).
      sqlite.exec('insert into filler (payload) values (randomblob(100))');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { frames, backfilled } = walProgress(file);
      expect(frames).toBeGreaterThan(backfilled);
      expect(onProblem).not.toHaveBeenCalled();
    } finally {
      sqlite.close();
    }
  });

  it('falls back to inline checkpoints when the worker cannot start', async () => {
    const file = path.join(dir, 'fallback.db');
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    const problems: string[] = [];
    try {
      const checkpointer = startWalCheckpointer(sqlite, path.join(dir, 'no-such-dir', 'x.db'), (message) =>
        problems.push(message),
      );
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      await until('the failure is reported', () => problems.length > 0);
      expect(problems[0]).toMatch(/^stopped: .*checkpointing inline again$/);
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
      await checkpointer.stop();
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    } finally {
      sqlite.close();
    }
  });
});
