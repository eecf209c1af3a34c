import { useQuery } from '@tanstack/react-query';
import { drawTimesAnswer, type DrawTime, type DrawTimesAnswer } from '@lotto/contract/draws';
import { isPoolCode, poolByCode, type PoolCode } from '@lotto/domain/pools';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';

/** The answer, with how far the device's clock was behind the server's when it came. */
export interface DrawTimes extends DrawTimesAnswer {
  /** server clock minus device clock, ms: `Date.now() + clockOffset` is the server's now */
  clockOffset: number;
}

export const drawTimesQueryKey = ['orders', 'draw-times'] as const;

/**
 * GET /Tool/GetDrawTimes: today's draws and the open ones with their cut-offs (docs/api.md). The
 * clock offset is taken when the answer arrives, not when a screen mounts: a cached answer's `now`
 * is minutes old by then.
 */
export async function getDrawTimes(signal?: AbortSignal): Promise<DrawTimes> {
  const answer = await apiRequest('/Tool/GetDrawTimes', drawTimesAnswer, {
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return { ...answer, clockOffset: answer.now - Date.now() };
}

export function useDrawTimes() {
  return useQuery({
    queryKey: drawTimesQueryKey,
    queryFn: ({ signal }) => getDrawTimes(signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    // the cut-offs only inform: without them a screen still works and the server still decides
    meta: { silentError: true },
  });
}

/**
 * The server's clock as the device reads it, ticking every `everyMs` (15 s: a countdown in whole
 * minutes is never more than that late). Only the component that shows a countdown calls it, so
 * the tick re-renders that component alone. Never before the answer's own `now`: the last tick may
 * be older than the answer.
 */
export function useServerClock(times: Pick<DrawTimes, 'now' | 'clockOffset'> | undefined, everyMs = 15_000) {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return times ? Math.max(deviceNow + times.clockOffset, times.now) : deviceNow;
}

/** Pools of one draw day closing at the same instant. */
export interface CutOffGroup {
  cutoff: string;
  closesAt: number;
  pools: PoolCode[];
}

/**
 * The cut-offs of a draw day ('YYYYMMDD'), the soonest first, pools closing together in one group;
 * only the given pools when named (a bet line's), in the order the server sorted them.
 */
export function cutOffsOn(
  draws: readonly DrawTime[],
  drawDate: string,
  pools?: readonly PoolCode[],
): CutOffGroup[] {
  const groups: CutOffGroup[] = [];
  for (const draw of draws) {
    if (draw.drawDate !== drawDate || !isPoolCode(draw.pool)) continue;
    if (pools && !pools.includes(draw.pool)) continue;
    const group = groups.find((candidate) => candidate.closesAt === draw.closesAt);
    if (group) group.pools.push(draw.pool);
    else groups.push({ cutoff: draw.cutoff, closesAt: draw.closesAt, pools: [draw.pool] });
  }
  return groups.sort((a, b) => a.closesAt - b.closesAt);
}

/** The pools' letters, "M K T" (a cut-off's pools at a glance). */
export function poolLetters(pools: readonly PoolCode[]): string {
  return pools.map((code) => poolByCode(code).letter).join(' ');
}

/** The draw of a pool on a day ('YYYYMMDD'), when the server named it. */
export function drawOf(draws: readonly DrawTime[], pool: PoolCode, drawDate: string): DrawTime | undefined {
  return draws.find((draw) => draw.pool === pool && draw.drawDate === drawDate);
}
