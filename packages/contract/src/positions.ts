import { z } from 'zod';
import { BET_TYPE_CODES } from '@lotto/domain/bet-types';

/**
 * Position taking (占成) and eat caps (吃字), issue 39, docs/rules.md "Position taking". Takes are
 * percentages (up to 2 decimals) on the wire, basis points inside; caps are points as text
 * ("5.00") so that they round-trip exactly. The settings' own checks (2 decimals, 0..100, at most
 * the parent's, known bet type) are the domain's (`@lotto/domain/position` parseTakeChange): they
 * answer every refused field by name, which a schema cannot do against the parent's takes.
 */

/** GET /Admin/GetPositionTakes?username=: an agent of the caller's downline, or the caller itself. */
export const positionTakesQuery = z.object({ username: z.string().trim().min(1, 'required').max(64) });
export type PositionTakesQueryInput = z.input<typeof positionTakesQuery>;

/** One bet type of GetPositionTakes. */
export const positionTakeRowSchema = z.object({
  betType: z.enum(BET_TYPE_CODES),
  /** the agent's cumulative take, percent (0..100, 2 decimals) */
  take: z.number(),
  /** its parent's take for that bet type, percent: the most the agent may be given (100: the house) */
  parentTake: z.number(),
  /** what the parent keeps itself of the agent's stream (自己): parentTake - take, percent */
  own: z.number(),
  /** the eat cap per number, points with 2 decimals; null: none */
  cap: z.string().nullable(),
});
export type PositionTakeRow = z.infer<typeof positionTakeRowSchema>;

export const positionTakesAnswer = z.object({
  username: z.string(),
  /** the parent's username; null: the house */
  parent: z.string().nullable(),
  /** false when the caller reads its own takes: only its upline sets them (its caps it may set) */
  takesEditable: z.boolean(),
  rows: z.array(positionTakeRowSchema),
});
export type PositionTakesAnswer = z.infer<typeof positionTakesAnswer>;

/**
 * POST /Admin/SetPositionTakes (JSON): `takes` per bet type in percent (50, "12.5"), `caps` per bet
 * type in points ("5.00"; null or "" removes the cap). Only the bet types named change. Values are
 * read by the server against the parent's takes, each refused one named (`takes.B: at most 80
 * (M's)`), so they are taken here as given.
 */
export const setPositionTakesBody = z.object({
  username: z.string().trim().min(1, 'required').max(64),
  takes: z.record(z.string().max(8), z.union([z.number(), z.string().max(32)])).optional(),
  caps: z.record(z.string().max(8), z.union([z.number(), z.string().max(32), z.null()])).optional(),
  /** true: check and answer what would change (the descendants a decrease lowers), change nothing */
  dryRun: z.boolean().optional(),
});
export type SetPositionTakesInput = z.input<typeof setPositionTakesBody>;

/** One descendant lowered by a change (a child's take may not exceed its parent's), percent. */
export const positionClampSchema = z.object({
  username: z.string(),
  betType: z.enum(BET_TYPE_CODES),
  from: z.number(),
  to: z.number(),
});
export type PositionClamp = z.infer<typeof positionClampSchema>;

/** The answer of SetPositionTakes: how many settings changed, and the descendants lowered. */
export const setPositionTakesAnswer = z.object({
  changed: z.number(),
  clamped: z.array(positionClampSchema),
});
export type SetPositionTakesAnswer = z.infer<typeof setPositionTakesAnswer>;
