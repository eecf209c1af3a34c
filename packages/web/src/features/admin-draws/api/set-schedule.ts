import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedScheduleAnswer, type SetScheduleInput } from '@lotto/contract/draws';
import { apiRequest } from '@/lib/api-client';
import { schedulesQueryKey } from './get-schedules';

/** POST /Admin/SetSchedule (JSON): a pool's weekly draw days and cut-off. */
export function setSchedule(input: SetScheduleInput) {
  return apiRequest('/Admin/SetSchedule', savedScheduleAnswer, { method: 'POST', json: input });
}

export function useSetSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
    meta: { handlesOwnError: true },
  });
}
