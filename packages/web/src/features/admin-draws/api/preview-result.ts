import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** The numbers of one draw as the server takes them (EnterResult's body); date 'YYYYMMDD'. */
export interface ResultInput {
  pool: string;
  date: string;
  first: string;
  second: string;
  third: string;
  starters: string[];
  consolations: string[];
  fiveD?: [string, string, string];
  sixD?: string;
}

const totalsSchema = z.object({ lines: z.number(), winTotal: z.number(), commissionTotal: z.number() });

export const previewSchema = totalsSchema.extend({
  change: z.enum(['new', 'corrected', 'unchanged']),
  version: z.number(),
  winningLines: z.number(),
  winners: z.array(
    z.object({
      username: z.string(),
      win: z.number(),
      commission: z.number(),
      currentWin: z.number().nullable(),
    }),
  ),
  current: totalsSchema.extend({ version: z.number() }).nullable(),
  difference: totalsSchema.nullable(),
});
export type ResultPreview = z.infer<typeof previewSchema>;

/** POST /Admin/PreviewResult (JSON): what settling this result would do; stores nothing. */
export function previewResult(input: ResultInput): Promise<ResultPreview> {
  return apiRequest('/Admin/PreviewResult', previewSchema, { method: 'POST', json: input });
}

export function usePreviewResult() {
  return useMutation({ mutationFn: previewResult, meta: { handlesOwnError: true } });
}
