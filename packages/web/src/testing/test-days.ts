import { addDays } from '@lotto/domain/calendar-dates';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { toIsoDate } from '@/lib/dates/date-range';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { okContract } from '@/testing/mock-api';

/** Today (device time; the mocked app config names no time zone) and days around it, 'YYYY-MM-DD'. */
export const today = () => toIsoDate(new Date());
export const daysAgo = (days: number) => addDays(today(), -days);
/** 'YYYYMMDD' of the day `days` ago. */
export const wireDaysAgo = (days: number) => toCompactDate(daysAgo(days));

/** The calls every logged-in screen makes. */
export function baseApi() {
  return {
    '/Tool/GetAppConfig': okContract(appConfigAnswer, { appType: 'normal', titleSuffix: 'Lotto' }),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000 }),
  };
}
