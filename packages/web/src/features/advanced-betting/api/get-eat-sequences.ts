import { DEFAULT_EAT_SEQUENCE, eatSequenceById, type EatSequence } from '@lotto/domain/bet-types';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const eatSequencesSchema = z.array(z.object({ id: z.number(), sequence: z.string(), checked: z.boolean() }));
export type EatSequenceOption = z.infer<typeof eatSequencesSchema>[number];

export const eatSequencesQueryKey = ['advanced-betting', 'eat-sequences'] as const;

/** GET /Tool/GetEatSequences: the offered orders, the user's own one checked. */
export function getEatSequences(signal?: AbortSignal): Promise<EatSequenceOption[]> {
  return apiRequest('/Tool/GetEatSequences', eatSequencesSchema, signal ? { signal } : {});
}

export function useEatSequences() {
  return useQuery({ queryKey: eatSequencesQueryKey, queryFn: ({ signal }) => getEatSequences(signal) });
}

/** The domain's sequence for the checked option (the default until the list has loaded). */
export function checkedEatSequence(options: EatSequenceOption[] | undefined): EatSequence {
  const checked = options?.find((option) => option.checked);
  return (checked && eatSequenceById(checked.id)) || DEFAULT_EAT_SEQUENCE;
}
