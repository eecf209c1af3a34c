import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** One pool's calendar (GET /Admin/GetSchedules); dates are 'YYYYMMDD'. */
export const poolScheduleSchema = z.object({
  pool: z.string(),
  name: z.string(),
  /** 0 = Sunday .. 6 */
  weekdays: z.array(z.number()),
  /** 'HH:mm' */
  cutoff: z.string(),
  specialDates: z.array(z.string()),
  closedDates: z.array(z.string()),
  today: z.object({
    date: z.string(),
    drawDay: z.boolean(),
    open: z.boolean(),
    closedEarly: z.boolean(),
  }),
});
export type PoolScheduleView = z.infer<typeof poolScheduleSchema>;

export const schedulesQueryKey = ['admin', 'schedules'] as const;

export function getSchedules(signal?: AbortSignal): Promise<PoolScheduleView[]> {
  return apiRequest('/Admin/GetSchedules', z.array(poolScheduleSchema), signal ? { signal } : {});
}

export function useSchedules() {
  return useQuery({ queryKey: schedulesQueryKey, queryFn: ({ signal }) => getSchedules(signal) });
}
