import {
  updateEatSequenceAnswer,
  type UpdateEatSequenceAnswer,
  type UpdateEatSequenceInput,
} from '@lotto/contract/tools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { eatSequencesQueryKey, type EatSequenceOption } from './get-eat-sequences';

/** POST /Tool/UpdateUserEatSequence (form EatSequenceId): stores the user's eat sequence. */
export function updateEatSequence(id: number): Promise<UpdateEatSequenceAnswer> {
  return apiRequest('/Tool/UpdateUserEatSequence', updateEatSequenceAnswer, {
    method: 'POST',
    form: { EatSequenceId: String(id) } satisfies UpdateEatSequenceInput,
  });
}

/** On success the checked option moves at once (the editor re-parses), then the list reloads. */
export function useUpdateEatSequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEatSequence,
    onSuccess: (updated) => {
      queryClient.setQueryData<EatSequenceOption[]>(eatSequencesQueryKey, (options) =>
        options?.map((option) => ({ ...option, checked: option.id === updated.id })),
      );
      void queryClient.invalidateQueries({ queryKey: eatSequencesQueryKey });
    },
  });
}
