import type { AppContext } from '../../context.js';
import { checkMeaningRow, type NumberMeaning } from './meaning-row.js';
import { countMeanings, upsertMeanings } from './meaning.repository.js';
import chart from './sample-chart.json' with { type: 'json' };

/**
 * Our own small chart (0000-0099, original wording; docs/number-meanings.md), so the demo's
 * number meaning screen has something to find. Loaded only into an empty table: it never
 * touches a chart an operator imported. Answers how many numbers it added.
 */
export async function loadSampleChart(ctx: AppContext): Promise<number> {
  if ((await countMeanings(ctx.db.kysely)) > 0) return 0;
  const meanings = chart.map((row, index): NumberMeaning => {
    const check = checkMeaningRow(row);
    if (!check.meaning) throw new Error(`sample-chart.json [${index}]: ${check.errors.join('; ')}`);
    return check.meaning;
  });
  const summary = await upsertMeanings(ctx.db.kysely, meanings, {
    now: ctx.clock(),
    actor: { id: null, name: 'seed-demo' },
    source: 'sample-chart.json',
  });
  return summary.added;
}
