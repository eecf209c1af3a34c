import { toDmyDateTime } from '@lotto/contract/wire-dates';

// One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// Orders placed in the same second print the same stamp; Intl formatting is the costly part.
let lastStamp: { timeZone: string; second: number; date: string; time: string } | null = null;

/** Wall-clock date and time of an instant in the draw time zone, for receipts and lists. */
export function localStamp(nowMs: number, timeZone: string): { date: string; time: string } {
  const second = Math.floor(nowMs / 1000);
  if (lastStamp && lastStamp.second === second && lastStamp.timeZone === timeZone) {
    return { date: lastStamp.date, time: lastStamp.time };
  }
  const stamp = formatLocalStamp(nowMs, timeZone);
  lastStamp = { timeZone, second, ...stamp };
  return stamp;
}

function formatLocalStamp(nowMs: number, timeZone: string): { date: string; time: string } {
  const parts = formatterFor(timeZone).formatToParts(new Date(nowMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
}

/** 'dd/MM/yyyy HH:mm:ss' in the draw time zone (ticket lists). */
export function formatStamp(nowMs: number, timeZone: string): string {
  const { date, time } = localStamp(nowMs, timeZone);
  return toDmyDateTime(date, time);
}
