import { BET_TYPE_CODES, BET_TYPES, type BetTypeCode } from '@lotto/domain/bet-types';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { holdsDrawOn, isDrawOpen } from '@lotto/domain/draw-calendar';
import { topRateOf, type TopRate } from '@lotto/domain/exposure';
import { cents, toPoints } from '@lotto/domain/money';
import type { PoolCode } from '@lotto/domain/pools';
import { soldKey } from '@lotto/domain/sell-limits';
import type {
  GetExposureAnswer,
  GetExposureDetailAnswer,
  StopNumberAnswer,
  getExposureDetailQuery,
  getExposureQuery,
  stopNumberBody,
} from '@lotto/contract/exposure';
import type { z } from 'zod';
import type { AppContext, DrawRef, SellStops } from '../../context.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { recordAudit } from '../../common/audit.repository.js';
import { actorOf, findDownlineUser, type Operator } from '../../common/downline-scope.js';
import { packageOfUser } from '../../common/package.repository.js';
import { settingsOf } from '../../common/position.repository.js';
import { closedDrawsAmong, poolSchedules } from '../../common/schedule.repository.js';
import { validationFailed } from '../../lib/app-error.js';
import { typedNumbersSelling } from './exposure.candidates.js';
import { houseKeptByType, houseTop } from './exposure.house.repository.js';
import {
  anyStopOn,
  deleteStop,
  downlineLines,
  downlineUsers,
  insertStop,
  keptOfDraw,
  linesOfNumbers,
  stopsOn,
  uplineIds,
} from './exposure.repository.js';
import { addLineStakes, agentFigures, keptNet, rankRows, type CounterFigures } from './exposure.figures.js';

type ExposureQuery = z.output<typeof getExposureQuery>;
type DetailQuery = z.output<typeof getExposureDetailQuery>;
type StopInput = z.output<typeof stopNumberBody>;

const points = (amount: number) => toPoints(cents(amount));

/** The report's viewer: the caller, or a member of its downline (else 404, as every report's). */
async function viewerOf(ctx: AppContext, caller: UserRow, member: string | undefined): Promise<UserRow> {
  if (member === undefined || member.toLowerCase() === caller.username) return caller;
  return findDownlineUser(ctx.db.kysely, caller, member);
}

/** Each counter of the draw as an agent sees it (cents); the house's come from houseRanked. */
export async function countersOf(
  ctx: AppContext,
  viewer: UserRow,
  pool: PoolCode,
  drawDate: string,
): Promise<CounterFigures[]> {
  const db = ctx.db.kysely;
  const kept = await keptOfDraw(db, pool, drawDate);
  const gross = new Map<string, number>();
  for (const line of await downlineLines(db, viewer.id, pool, drawDate)) addLineStakes(gross, line);
  const below = new Set((await downlineUsers(db, viewer.id)).map((user) => user.id));
  const keptBelow = new Map<string, number>();
  const keptOwn = new Map<string, number>();
  for (const row of kept) {
    const key = soldKey(row.betType, row.number);
    if (row.userId === viewer.id) keptOwn.set(key, (keptOwn.get(key) ?? 0) + row.kept);
    else if (below.has(row.userId)) keptBelow.set(key, (keptBelow.get(key) ?? 0) + row.kept);
  }
  return agentFigures(gross, keptBelow, keptOwn);
}

type RateOf = (betType: BetTypeCode) => TopRate;

function agentRanked(counters: CounterFigures[], query: ExposureQuery, rateOf: RateOf) {
  return rankRows(counters, {
    game: query.game,
    view: query.view,
    number: query.number,
    net: keptNet(counters, rateOf),
    rateOf,
  });
}

/** The house's rows, ranked and cut in SQL (exposure.house.repository.ts), as rankRows would. */
async function houseRanked(db: Kysely<Database>, query: ExposureQuery, rateOf: RateOf) {
  const draw = { pool: query.pool, drawDate: query.date };
  const byType = await houseKeptByType(db, draw);
  let net = 0;
  for (const [betType, kept] of byType)
    net += kept - Math.floor((kept * rateOf(betType).commissionBp) / 10_000);
  const prizes = new Map(
    BET_TYPE_CODES.filter((betType) => BET_TYPES[betType].game === query.game).map((betType) => [
      betType,
      rateOf(betType).topPrize,
    ]),
  );
  const figure = query.view === 'gross' ? 'gross' : query.view === 'passed' ? 'none' : 'kept';
  const top = await houseTop(db, { ...draw, prizes, number: query.number, figure, limit: query.limit });
  const rows = top.rows.map((row) => ({
    ...row,
    intake: row.kept,
    passed: 0,
    netIfFirst: net - row.payout,
  }));
  return {
    rows,
    totals: {
      gross: top.totals.gross,
      intake: top.totals.kept,
      kept: top.totals.kept,
      passed: 0,
      keptPayout: top.totals.keptPayout,
      worstNet: rows[0]?.netIfFirst ?? 0,
    },
  };
}

async function drawState(ctx: AppContext, pool: PoolCode, drawDate: string) {
  const schedule = (await poolSchedules(ctx)).find((s) => s.pool === pool);
  const drawn = schedule !== undefined && holdsDrawOn(schedule, drawDate);
  const open =
    drawn &&
    isDrawOpen(schedule, drawDate, ctx.clock(), ctx.env.TZ_DRAWS) &&
    !(await closedDrawsAmong(ctx.db.kysely, [{ pool, drawDate }])).has(`${pool}|${drawDate}`);
  return { drawn, open };
}

/** GET /Report/GetExposure: the heavy-number report of the caller or of a member of its downline. */
export async function getExposure(
  ctx: AppContext,
  caller: UserRow,
  query: ExposureQuery,
): Promise<GetExposureAnswer> {
  const db = ctx.db.kysely;
  const viewer = await viewerOf(ctx, caller, query.member);
  const { pool, date: drawDate } = query;
  const { drawn, open } = await drawState(ctx, pool, drawDate);
  const { rates } = await packageOfUser(db, viewer.package_id);
  const rateCache = new Map<BetTypeCode, TopRate>();
  const rateOf = (betType: BetTypeCode) => {
    let rate = rateCache.get(betType);
    if (!rate) rateCache.set(betType, (rate = topRateOf(rates, betType)));
    return rate;
  };
  const ranked = !drawn
    ? rankRows([], { game: query.game, view: query.view, net: 0, rateOf })
    : viewer.role === 'admin'
      ? await houseRanked(db, query, rateOf)
      : agentRanked(await countersOf(ctx, viewer, pool, drawDate), query, rateOf);
  const shown = ranked.rows.slice(0, query.limit);
  const caps =
    viewer.role === 'admin' ? {} : ((await settingsOf(db, [viewer.id])).get(viewer.id)?.caps ?? {});
  const stoppers = new Set([viewer.id, ...(await uplineIds(db, viewer.id))]);
  const stopped = new Set(
    (await stopsOn(db, [{ pool, drawDate }]))
      .filter((stop) => stop.pool === pool && stoppers.has(stop.userId))
      .map((stop) => stop.number),
  );
  return {
    pool,
    drawDate,
    open,
    drawn,
    view: query.view,
    viewer: viewer.username,
    totals: {
      gross: points(ranked.totals.gross),
      intake: points(ranked.totals.intake),
      kept: points(ranked.totals.kept),
      passed: points(ranked.totals.passed),
      keptPayout: points(ranked.totals.keptPayout),
      worstNet: points(ranked.totals.worstNet),
    },
    rates: Object.fromEntries(
      [...new Set(shown.map((row) => row.betType))].map((betType) => [betType, rateOf(betType)]),
    ),
    rows: shown.map((row) => {
      const cap = caps[row.betType];
      return {
        betType: row.betType,
        number: row.number,
        gross: points(row.gross),
        intake: points(row.intake),
        kept: points(row.kept),
        passed: points(row.passed),
        payout: points(row.payout),
        netIfFirst: points(row.netIfFirst),
        capFull: cap !== undefined && row.kept >= cap,
        stopped: stopped.has(row.number),
      };
    }),
  };
}

/** GET /Report/GetExposureDetail: one counter per direct downline, its gross and what it sent up. */
export async function getExposureDetail(
  ctx: AppContext,
  caller: UserRow,
  query: DetailQuery,
): Promise<GetExposureDetailAnswer> {
  const db = ctx.db.kysely;
  const viewer = await viewerOf(ctx, caller, query.member);
  const key = soldKey(query.betType, query.number);
  const users = await downlineUsers(db, viewer.id);
  const topOf = new Map(users.map((user) => [user.id, user.topId]));
  const gross = new Map<number, number>();
  const candidates = typedNumbersSelling(query.betType, query.number);
  const lines = candidates
    ? (await linesOfNumbers(db, query.pool, query.date, candidates)).flatMap((line) => {
        const topId = topOf.get(line.ownerId);
        return topId === undefined ? [] : [{ ...line, topId }];
      })
    : await downlineLines(db, viewer.id, query.pool, query.date);
  for (const line of lines) {
    const stakes = new Map<string, number>();
    addLineStakes(stakes, line, key);
    const stake = stakes.get(key) ?? 0;
    if (stake > 0) gross.set(line.topId, (gross.get(line.topId) ?? 0) + stake);
  }
  const keptBelow = new Map<number, number>();
  for (const row of await keptOfDraw(db, query.pool, query.date, {
    betType: query.betType,
    number: query.number,
  })) {
    const top = topOf.get(row.userId);
    if (top !== undefined) keptBelow.set(top, (keptBelow.get(top) ?? 0) + row.kept);
  }
  const names = new Map(users.map((user) => [user.id, user.username]));
  return {
    rows: [...gross.entries()]
      .sort((a, b) => b[1] - a[1] || names.get(a[0])!.localeCompare(names.get(b[0])!))
      .map(([topId, g]) => ({
        username: names.get(topId)!,
        gross: points(g),
        intake: points(g - (keptBelow.get(topId) ?? 0)),
      })),
  };
}

/** POST /Report/StopNumber: stops (or frees) a sold number of a draw for the caller's downline, audited. */
export async function stopNumber(
  ctx: AppContext,
  caller: Operator,
  input: StopInput,
): Promise<StopNumberAnswer> {
  const { pool, date: drawDate, number, stopped } = input;
  const schedule = (await poolSchedules(ctx)).find((s) => s.pool === pool);
  if (!schedule || !holdsDrawOn(schedule, drawDate)) {
    throw validationFailed(`date: ${pool} has no draw on ${drawDate}`);
  }
  const now = ctx.clock();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const key = { userId: caller.id, pool, drawDate, number };
    const changed = stopped ? await insertStop(trx, key, now) : await deleteStop(trx, key);
    if (!changed) return;
    await recordAudit(trx, {
      actor: actorOf(caller),
      action: stopped ? 'number.stop' : 'number.free',
      targetUserId: null,
      after: { pool, drawDate, number },
      now,
    });
  });
  return { pool, drawDate, number, stopped };
}

/** The order path's view of the stops (context.ts SellStops), composed in app.ts. */
export const exposureSellStops: SellStops = {
  anyOn: (db, draws) =>
    anyStopOn(
      db,
      draws.map((draw) => draw.drawDate),
    ),
  async stoppedFor(db, ownerId, draws: readonly DrawRef[]) {
    const stops = await stopsOn(db, draws);
    if (stops.length === 0) return new Set();
    const above = new Set(await uplineIds(db, ownerId));
    return new Set(
      stops
        .filter((stop) => above.has(stop.userId))
        .map((stop) => `${stop.pool}|${stop.drawDate}|${stop.number}`),
    );
  },
};
