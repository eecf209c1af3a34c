import { useQuery } from '@tanstack/react-query';
import { schedulesAnswer, type PoolScheduleView } from '@lotto/contract/draws';
import { apiRequest } from '@/lib/api-client';

export type { PoolScheduleView };

export const schedulesQueryKey = ['admin', 'schedules'] as const;

export function getSchedules(signal?: AbortSignal): Promise<PoolScheduleView[]> {
  return apiRequest('/Admin/GetSchedules', schedulesAnswer, signal ? { signal } : {});
}

export function useSchedules() {
  return useQuery({ queryKey: schedulesQueryKey, queryFn: ({ signal }) => getSchedules(signal) });
}
