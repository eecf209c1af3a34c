import { appConfigAnswer } from '@lotto/contract/tools';
import { titleSuffix, type AppType } from '@lotto/domain/app-type';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface AppConfig {
  appType: AppType;
  titleSuffix: string;
  timeZone: string | undefined;
}

/** GET /Tool/GetAppConfig (public): the product variant, normal ("Lotto") or gd ("GD"). */
export function getAppConfig(): Promise<AppConfig> {
  return apiRequest('/Tool/GetAppConfig', appConfigAnswer, { silent: true, authProbe: true });
}

const FALLBACK: AppConfig = { appType: 'normal', titleSuffix: titleSuffix('normal'), timeZone: undefined };

/** Loaded once per page: main.tsx asks for it at start-up, with the session check. */
export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: getAppConfig,
  staleTime: Infinity,
  gcTime: Infinity,
  meta: { silentError: true },
});

/** The config, or the normal variant until it has loaded (or if it cannot be loaded). */
export function useAppConfig(): AppConfig {
  return useQuery(appConfigQuery).data ?? FALLBACK;
}
