import { useQuery } from '@tanstack/react-query';
import { agentDeskAnswer, type AgentDeskAnswer } from '@lotto/contract/desk';
import { apiRequest } from '@/lib/api-client';

export type AgentDesk = AgentDeskAnswer;

export const agentDeskQueryKey = ['desk', 'agent'] as const;

/** GET /Report/GetAgentDesk: today's sales by customer, credit, the next cut-offs (docs/api.md). */
export function getAgentDesk(signal?: AbortSignal): Promise<AgentDesk> {
  return apiRequest('/Report/GetAgentDesk', agentDeskAnswer, { silent: true, ...(signal ? { signal } : {}) });
}

/** Read again every minute while home is open (a customer's order, a cut-off passing). */
export function useAgentDesk() {
  return useQuery({
    queryKey: agentDeskQueryKey,
    queryFn: ({ signal }) => getAgentDesk(signal),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
}
