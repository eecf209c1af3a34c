import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  positionTakesAnswer,
  setPositionTakesAnswer,
  type PositionTakesAnswer,
  type PositionTakesQueryInput,
  type SetPositionTakesAnswer,
  type SetPositionTakesInput,
} from '@lotto/contract/positions';
import { apiRequest } from '@/lib/api-client';

export type { PositionTakesAnswer, SetPositionTakesAnswer, SetPositionTakesInput };

const positionTakesKey = (username: string) => ['admin', 'position-takes', username] as const;

/** GET /Admin/GetPositionTakes: an agent's takes (占成) and caps (吃字上限) per bet type (issue 39). */
export function getPositionTakes(username: string, signal?: AbortSignal): Promise<PositionTakesAnswer> {
  return apiRequest('/Admin/GetPositionTakes', positionTakesAnswer, {
    query: { username } satisfies PositionTakesQueryInput,
    ...(signal ? { signal } : {}),
  });
}

export function usePositionTakes(username: string) {
  return useQuery({
    queryKey: positionTakesKey(username),
    queryFn: ({ signal }) => getPositionTakes(username, signal),
  });
}

/**
 * POST /Admin/SetPositionTakes (JSON): only the bet types named change; `dryRun` answers the
 * descendants a decrease would lower and changes nothing.
 */
export function setPositionTakes(input: SetPositionTakesInput): Promise<SetPositionTakesAnswer> {
  return apiRequest('/Admin/SetPositionTakes', setPositionTakesAnswer, { method: 'POST', json: input });
}

export function useSetPositionTakes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPositionTakes,
    onSuccess: (_answer, input) => {
      if (!input.dryRun) void queryClient.invalidateQueries({ queryKey: ['admin', 'position-takes'] });
    },
    meta: { handlesOwnError: true },
  });
}
