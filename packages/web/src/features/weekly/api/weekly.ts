import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  recordWeekPaymentAnswer,
  setWeeklyAtCloseAnswer,
  setWeeklyLimitAnswer,
  weeklyLimitsAnswer,
  weeklyStatementAnswer,
  type RecordWeekPaymentAnswer,
  type RecordWeekPaymentInput,
  type SetWeeklyAtCloseAnswer,
  type SetWeeklyAtCloseInput,
  type SetWeeklyLimitAnswer,
  type SetWeeklyLimitInput,
  type WeeklyLimitsAnswer,
  type WeeklyStatementAnswer,
  type WeeklyStatementRow,
} from '@lotto/contract/weekly';
import { apiRequest } from '@/lib/api-client';

export type { WeeklyLimitsAnswer, WeeklyStatementAnswer, WeeklyStatementRow };

const statementKey = (week: string | null) => ['weekly', 'statement', week] as const;
const limitsKey = ['weekly', 'limits'] as const;

/** GET /Report/GetWeeklyStatement (issue 41): `week` YYYYMMDD of a Monday; null: this week. */
export function useWeeklyStatement(week: string | null) {
  return useQuery({
    queryKey: statementKey(week),
    queryFn: ({ signal }): Promise<WeeklyStatementAnswer> =>
      apiRequest('/Report/GetWeeklyStatement', weeklyStatementAnswer, {
        query: week ? { week } : {},
        signal,
      }),
  });
}

export function useWeeklyLimits() {
  return useQuery({
    queryKey: limitsKey,
    queryFn: ({ signal }): Promise<WeeklyLimitsAnswer> =>
      apiRequest('/Admin/GetWeeklyLimits', weeklyLimitsAnswer, { signal }),
  });
}

export function useSetWeeklyLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetWeeklyLimitInput): Promise<SetWeeklyLimitAnswer> =>
      apiRequest('/Admin/SetWeeklyLimit', setWeeklyLimitAnswer, { method: 'POST', json: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['weekly'] }),
  });
}

/** POST /Admin/SetWeeklyAtClose: reset a downline on Monday, or lock it until its week is settled. */
export function useSetWeeklyAtClose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetWeeklyAtCloseInput): Promise<SetWeeklyAtCloseAnswer> =>
      apiRequest('/Admin/SetWeeklyAtClose', setWeeklyAtCloseAnswer, { method: 'POST', json: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['weekly'] }),
  });
}

export function useRecordWeekPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordWeekPaymentInput): Promise<RecordWeekPaymentAnswer> =>
      apiRequest('/Admin/RecordWeekPayment', recordWeekPaymentAnswer, { method: 'POST', json: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['weekly'] }),
  });
}
