import { BET_TYPE_CODES } from '@lotto/domain/bet-types';
import { formatPoints, type Cents } from '@lotto/domain/money';
import { poolByCode, type PoolCode } from '@lotto/domain/pools';
import type { TFunction } from 'i18next';
import { shortDate } from '@/lib/dates/display-dates';
import type { BetPreview, LinePreview } from './line-preview';
import { orderErrorDetail } from './order-error-text';

/** The words of a line's preview (issue 17.2), short for beside the line and full for the dock. */
export interface PreviewText {
  short: string;
  full: string;
  error: boolean;
  /** the line's first draw closes within 10 minutes (issue 38 item 4) */
  soon?: boolean;
}

/** `1.00` as `1`, `1.50` as `1.50`: amounts on a line are read at a glance. */
function points(amount: Cents): string {
  return formatPoints(amount).replace(/\.00$/, '');
}

function amountsText(bet: BetPreview): string {
  const parts = BET_TYPE_CODES.filter((code) => bet.amounts[code] !== undefined).map(
    (code) => `${code}${points(bet.amounts[code] ?? (0 as Cents))}`,
  );
  return bet.pattern === 'NORMAL' ? parts.join(' ') : `${bet.pattern} ${parts.join(' ')}`;
}

const letters = (pools: readonly PoolCode[]) => pools.map((code) => poolByCode(code).letter).join(' ');

export function previewText(line: LinePreview, t: TFunction, language: string): PreviewText | null {
  if (line.error) {
    const words = t(`errorCodes.${line.error.code}`);
    return { short: words, full: `${words}: ${orderErrorDetail(line.error, t).text}`, error: true };
  }
  const dates = (list: readonly string[]) => list.map((iso) => shortDate(iso, language)).join(', ');
  if (line.bet) {
    const { bet } = line;
    const each = Math.round(bet.total / (bet.pools.length * bet.dates.length)) as Cents;
    const head = `${amountsText(bet)} · ${letters(bet.pools)} · ${dates(bet.dates)}`;
    const cost = t('advancedBetting.preview.cost', {
      pools: t('advancedBetting.preview.pools', { count: bet.pools.length }),
      draws: t('advancedBetting.preview.draws', { count: bet.dates.length }),
      each: formatPoints(each),
      total: formatPoints(bet.total),
    });
    return { short: `${head} · ${formatPoints(bet.total)}`, full: `${head} · ${cost}`, error: false };
  }
  if (line.dates) {
    const text = dates(line.dates);
    return { short: text, full: t('advancedBetting.preview.dateLine', { dates: text }), error: false };
  }
  if (line.pools) {
    const names = line.pools.map((code) => poolByCode(code).name).join(', ');
    return {
      short: letters(line.pools),
      full: t('advancedBetting.preview.poolLine', { pools: names }),
      error: false,
    };
  }
  return null;
}

/**
 * What makes two lines' previews read the same, whatever their line numbers: the key of a cache
 * of their words.
 */
function previewKey(line: LinePreview): string {
  return JSON.stringify([line.kind, line.error, line.bet, line.dates, line.pools]);
}

/**
 * `previewText` for many lines through a cache (issue 38 item 7: a keystroke re-reads all 50
 * lines, and a CPU profile at 4x put a quarter of it in i18next's `t` for notes that did not change).
 * Make one per `t` and language: a new language or a loaded namespace changes the words.
 */
export function previewTextCache(t: TFunction, language: string) {
  const cache = new Map<string, PreviewText | null>();
  // the editor's previewer keeps a line's object while it reads the same (order-previewer.ts):
  // found by identity first, without building its key
  const byLine = new WeakMap<LinePreview, PreviewText | null>();
  return (line: LinePreview): PreviewText | null => {
    const known = byLine.get(line);
    if (known !== undefined) return known;
    const key = previewKey(line);
    let words = cache.get(key);
    if (words === undefined) {
      words = previewText(line, t, language);
      // a screen's lines are a few hundred kinds at most; start over rather than grow
      if (cache.size >= 1000) cache.clear();
      cache.set(key, words);
    }
    byLine.set(line, words);
    return words;
  };
}
