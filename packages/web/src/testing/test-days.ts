import { addDays } from '@lotto/domain/calendar-dates';
import { creditAnswer, type PackageListAnswerInput } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { toIsoDate } from '@/lib/dates/date-range';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { okContract } from '@/testing/mock-api';

/**
 * The device's time zone: what the mocked app configs name, so the app's "today" is the device's,
 * as `today()` below.
 */
export const DEVICE_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today (device time) and days around it, 'YYYY-MM-DD'. */
export const today = () => toIsoDate(new Date());
export const daysAgo = (days: number) => addDays(today(), -days);
/** 'YYYYMMDD' of the day `days` ago. */
export const wireDaysAgo = (days: number) => toCompactDate(daysAgo(days));

/** The calls every logged-in screen makes. */
export function baseApi() {
  return {
    '/Tool/GetAppConfig': okContract(appConfigAnswer, {
      appType: 'normal',
      titleSuffix: 'Lotto',
      timeZone: DEVICE_ZONE,
    }),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  };
}

/** GetPackageList's tables, every one empty: a mock adds those its screen shows. */
export const NO_PACKAGE_TABLES: Omit<PackageListAnswerInput, 'activatedPackage'> = {
  commissionList2d: [],
  commissionList3d: [],
  commissionList4d: [],
  commissionList5d: [],
  commissionList6d: [],
  payoutList2d: [],
  payoutList3d: [],
  payoutList4d: [],
  payoutList5d: [],
  payoutList6d: [],
};
