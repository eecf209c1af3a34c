import { eatSequencesAnswer, type EatSequenceOption } from '@lotto/contract/tools';
import { DEFAULT_EAT_SEQUENCE, eatSequenceById, type EatSequence } from '@lotto/domain/bet-types';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { EatSequenceOption };

export const eatSequencesQueryKey = ['advanced-betting', 'eat-sequences'] as const;

/** GET /Tool/GetEatSequences: the offered orders, the user's own one checked. */
export function getEatSequences(signal?: AbortSignal): Promise<EatSequenceOption[]> {
  return apiRequest('/Tool/GetEatSequences', eatSequencesAnswer, signal ? { signal } : {});
}

export function useEatSequences() {
  return useQuery({ queryKey: eatSequencesQueryKey, queryFn: ({ signal }) => getEatSequences(signal) });
}

/** The domain's sequence for the checked option (the default until the list has loaded). */
export function checkedEatSequence(options: EatSequenceOption[] | undefined): EatSequence {
  const checked = options?.find((option) => option.checked);
  return (checked && eatSequenceById(checked.id)) || DEFAULT_EAT_SEQUENCE;
}
