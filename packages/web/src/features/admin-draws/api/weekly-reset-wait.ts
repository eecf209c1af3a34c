import { useQuery } from '@tanstack/react-query';
import { weeklyResetWaitAnswer, type WeeklyResetWaitAnswer } from '@lotto/contract/weekly';
import { apiRequest } from '@/lib/api-client';

/** GET /Admin/GetWeeklyResetWait (issue 41): the draws whose missing result holds the Monday reset back. */
export function useWeeklyResetWait() {
  return useQuery({
    queryKey: ['admin', 'weekly-reset-wait'],
    queryFn: ({ signal }): Promise<WeeklyResetWaitAnswer> =>
      apiRequest('/Admin/GetWeeklyResetWait', weeklyResetWaitAnswer, { signal }),
  });
}
