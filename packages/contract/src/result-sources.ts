import { z } from 'zod';
import { POOL_CODES } from '@lotto/domain/pools';
import { RESULT_FORMATS, resultItemSchema } from './results.js';
import { compactDateParam } from './wire-date-params.js';

/** Who a result source is: the draw operator itself, or a site that copies results (docs/results-import.md). */
export const SOURCE_KINDS = ['publisher', 'aggregator'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** The placeholders a source's URL template may hold, filled with the draw date. */
export const URL_PLACEHOLDERS = ['{yyyy}', '{mm}', '{dd}', '{yyyymmdd}', '{date}'] as const;

const urlTemplate = z
  .string()
  .trim()
  .min(1, 'required')
  .max(500, 'at most 500 characters')
  .superRefine((text, check) => {
    const unknown = (text.match(/\{[^}]*\}/g) ?? []).filter(
      (part) => !(URL_PLACEHOLDERS as readonly string[]).includes(part),
    );
    if (unknown.length > 0) {
      check.addIssue({
        code: 'custom',
        message: `unknown placeholder ${unknown[0]}; use ${URL_PLACEHOLDERS.join(' ')}`,
      });
      return;
    }
    // No URL class here: the contract is read by the server and the browser alike, without DOM or
    // Node types; the server's fetch reads the address again.
    const address = /^https?:\/\/([^/?#\s]+)(?:[/?#]\S*)?$/i.exec(text.replace(/\{[a-z]+\}/g, '0'));
    if (!address) {
      check.addIssue({ code: 'custom', message: 'expected an https:// address' });
    } else if (address[1]!.includes('@')) {
      check.addIssue({ code: 'custom', message: 'no user name or password in the address' });
    } else if (!/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(address[1]!)) {
      check.addIssue({ code: 'custom', message: `expected a host name, got "${address[1]}"` });
    }
  });

/** POST /Admin/SaveResultSource: a new source (no id) or a change to one (id). */
export const saveResultSourceBody = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1, 'required').max(60, 'at most 60 characters'),
  urlTemplate,
  format: z.enum(RESULT_FORMATS, { error: `expected one of ${RESULT_FORMATS.join(', ')}` }),
  pools: z
    .array(z.enum(POOL_CODES, { error: `expected pool codes ${POOL_CODES.join(' ')}` }))
    .min(1, 'at least one pool')
    .max(POOL_CODES.length)
    .refine((pools) => new Set(pools).size === pools.length, 'a pool is listed twice'),
  kind: z.enum(SOURCE_KINDS, { error: 'expected publisher or aggregator' }),
  enabled: z.boolean(),
});
export type SaveResultSourceInput = z.input<typeof saveResultSourceBody>;

/** POST /Admin/DeleteResultSource: removes a source and its provisional results (audited). */
export const deleteResultSourceBody = z.object({ id: z.number().int().positive() });
export type DeleteResultSourceInput = z.input<typeof deleteResultSourceBody>;

/** One configured source and how its fetching goes, GET /Admin/GetResultSources. */
export const resultSourceSchema = z.object({
  id: z.number(),
  name: z.string(),
  urlTemplate: z.string(),
  format: z.enum(RESULT_FORMATS),
  pools: z.array(z.string()),
  kind: z.enum(SOURCE_KINDS),
  enabled: z.boolean(),
  /** 'dd/MM/yyyy HH:mm:ss' in the draws' time zone, null before the first */
  lastFetchAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  /** HTTP status, timeout, redirect refused, or the importer's `file:line: message` */
  lastError: z.string().nullable(),
  /** every fetch of the source's last polled draw day failed */
  failingDay: z.boolean(),
});
export type ResultSourceItem = z.infer<typeof resultSourceSchema>;

/** POST /Admin/ConfirmResult: the house takes one source's numbers for a draw (one tap, audited). */
export const confirmResultBody = z.object({
  pool: z.enum(POOL_CODES, { error: `expected a pool code ${POOL_CODES.join(' ')}` }),
  date: compactDateParam(),
  sourceId: z.number().int().positive(),
});
export type ConfirmResultInput = z.input<typeof confirmResultBody>;

/** GET /Admin/GetResultSync?date=YYYYMMDD: the sources' results and alerts of that day's draws. */
export const resultSyncQuery = z.object({ date: compactDateParam() });
export type ResultSyncQueryInput = z.input<typeof resultSyncQuery>;

/** The sync states of a draw: see docs/results-import.md, "Results that sync themselves". */
export const SYNC_STATES = ['waiting', 'polling', 'provisional', 'conflict', 'official', 'gave-up'] as const;
export type SyncState = (typeof SYNC_STATES)[number];

/** Two sources (or a source and the official result) that differ on one prize. */
export const resultAlertSchema = z.object({
  /** the source whose number differs */
  source: z.string(),
  /** the other side: another source's name, or "official" */
  other: z.string(),
  /** the prize as the result names it: first, second, third, starters[3], consolations[0], fiveD[1], sixD */
  prize: z.string(),
  sourceNumber: z.string(),
  otherNumber: z.string(),
});
export type ResultAlert = z.infer<typeof resultAlertSchema>;

export const syncDrawSchema = z.object({
  pool: z.string(),
  poolName: z.string(),
  /** YYYYMMDD */
  drawDate: z.string(),
  state: z.enum(SYNC_STATES),
  /** what each source gave for this draw */
  sources: z.array(
    z.object({
      sourceId: z.number(),
      name: z.string(),
      kind: z.enum(SOURCE_KINDS),
      result: resultItemSchema,
    }),
  ),
  alerts: z.array(resultAlertSchema),
});
export type SyncDraw = z.infer<typeof syncDrawSchema>;

/** The answers, as the web reads them. */
export const resultSourcesAnswer = z.array(resultSourceSchema);
export const savedSourceAnswer = z.object({ id: z.number() });
export const syncDrawsAnswer = z.array(syncDrawSchema);
