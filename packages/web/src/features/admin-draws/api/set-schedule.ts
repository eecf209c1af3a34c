import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { schedulesQueryKey } from './get-schedules';

export interface SetScheduleInput {
  pool: string;
  weekdays: number[];
  /** 'HH:mm' */
  cutoff: string;
}

const savedSchema = z.object({ pool: z.string(), weekdays: z.array(z.number()), cutoff: z.string() });

/** POST /Admin/SetSchedule (JSON): a pool's weekly draw days and cut-off. */
export function setSchedule(input: SetScheduleInput) {
  return apiRequest('/Admin/SetSchedule', savedSchema, { method: 'POST', json: input });
}

export function useSetSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
    meta: { handlesOwnError: true },
  });
}
