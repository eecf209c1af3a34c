import { sql, type Kysely } from 'kysely';
import type { Actor } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../../common/audit.repository.js';
import { MEANING_COLUMNS, foldForSearch, searchText, type NumberMeaning } from './meaning-row.js';

/** Rows per INSERT: 7 values each stays far below both databases' bound-parameter limits. */
const INSERT_CHUNK = 500;

export interface UpsertSummary {
  added: number;
  changed: number;
  unchanged: number;
}

const sameMeaning = (a: NumberMeaning, b: NumberMeaning) =>
  MEANING_COLUMNS.every((column) => a[column] === b[column]);

/**
 * Stores checked meanings in one transaction: new numbers are added, numbers whose meanings
 * differ are replaced, identical ones are left alone (so importing the same chart again changes
 * nothing, not even updated_at). Numbers not in the list are kept. Audited when anything changed.
 */
export async function upsertMeanings(
  db: Kysely<Database>,
  meanings: readonly NumberMeaning[],
  options: { now: number; actor: Actor; source: string },
): Promise<UpsertSummary> {
  return db.transaction().execute(async (trx) => {
    // The whole table is at most 10,000 short rows: reading it is cheaper than chunked lookups.
    const stored = new Map(
      (await trx.selectFrom('number_meanings').select(MEANING_COLUMNS).execute()).map((row) => [
        row.number,
        row,
      ]),
    );
    const summary: UpsertSummary = { added: 0, changed: 0, unchanged: 0 };
    const writes: NumberMeaning[] = [];
    for (const meaning of meanings) {
      const current = stored.get(meaning.number);
      if (!current) summary.added += 1;
      else if (sameMeaning(current, meaning)) {
        summary.unchanged += 1;
        continue;
      } else summary.changed += 1;
      writes.push(meaning);
    }
    for (let i = 0; i < writes.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('number_meanings')
        .values(
          writes.slice(i, i + INSERT_CHUNK).map((meaning) => ({
            ...meaning,
            search_text: searchText(meaning),
            updated_at: options.now,
          })),
        )
        .onConflict((conflict) =>
          conflict.column('number').doUpdateSet((eb) => ({
            tpk_chn: eb.ref('excluded.tpk_chn'),
            tpk_eng: eb.ref('excluded.tpk_eng'),
            gy_chn: eb.ref('excluded.gy_chn'),
            gy_eng: eb.ref('excluded.gy_eng'),
            search_text: eb.ref('excluded.search_text'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    if (writes.length > 0) {
      await recordAudit(trx, {
        actor: options.actor,
        action: 'meanings.import',
        targetUserId: null,
        after: { source: options.source, ...summary },
        now: options.now,
      });
    }
    return summary;
  });
}

export async function countMeanings(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('number_meanings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The meanings a keyword finds, ordered by number, at most `limit`:
 * - digits (any script's: full-width ０-９ and Bengali ০-৯ count): numbers starting with them,
 *   so "12" finds 1200-1299 and "1234" the one number;
 * - anything else: the numbers any of whose four meanings contain it, ignoring case in every
 *   script (both sides are folded in JavaScript, see searchText), `%` and `_` taken literally;
 * - empty (or only spaces): every number from 0000.
 */
export async function searchMeanings(
  db: Kysely<Database>,
  keyword: string,
  limit: number,
): Promise<NumberMeaning[]> {
  const folded = foldForSearch(keyword.trim());
  const digits = toAsciiDigits(folded);
  let query = db.selectFrom('number_meanings').select(MEANING_COLUMNS).orderBy('number').limit(limit);
  if (/^[0-9]+$/.test(digits)) {
    query = query.where('number', 'like', `${digits}%`);
  } else if (folded !== '') {
    const pattern = `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(sql<boolean>`search_text like ${pattern} escape '\\'`);
  }
  return query.execute();
}

/** Every Unicode decimal digit as its ASCII digit (NFKC leaves Bengali and Arabic digits alone). */
function toAsciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (char) => {
    // Decimal digits come in runs of ten from zero; walk back to the run's start.
    let zero = char.codePointAt(0)!;
    while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero -= 1;
    return String((char.codePointAt(0)! - zero) % 10);
  });
}
