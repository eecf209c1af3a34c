import { z } from 'zod/mini';
import { APP_TYPES } from '@lotto/domain/app-type';

/**
 * The tool calls: the app's configuration, number meanings, the eat sequences and the advanced
 * editor's start text. zod/mini, as the login screen loads the app config from here (docs/
 * decisions/010): its functions are marked free of side effects, so the schemas a screen does not
 * use stay out of its chunk.
 */

/**
 * GET /Tool/GetAppConfig (public): the product variant, normal ("Lotto") or gd ("GD"), its title
 * suffix and the draws' time zone (an IANA name, e.g. 'Asia/Kuala_Lumpur').
 */
export const appConfigAnswer = z.object({
  appType: z.enum(APP_TYPES),
  titleSuffix: z.string(),
  timeZone: z.string(),
});
export type AppConfigAnswer = z.infer<typeof appConfigAnswer>;

/** The most items GetNumberMeaning answers for one keyword, and the longest keyword taken. */
export const MAX_MEANING_ITEMS = 100;
export const MAX_KEYWORD_CHARS = 50;

/** POST /Tool/GetNumberMeaning (form): a missing (or blank) keyword lists from 0000. */
export const numberMeaningBody = z.object({
  searchKeyword: z.optional(
    z
      .string({ error: 'expected text' })
      .check(z.trim(), z.maxLength(MAX_KEYWORD_CHARS, { error: `at most ${MAX_KEYWORD_CHARS} characters` })),
  ),
});
export type NumberMeaningInput = z.input<typeof numberMeaningBody>;

/** One number's meanings (spec §3): Tua Pek Kong (tpk) and Guan Yin (gy) charts, Chinese and English. */
export const meaningItemSchema = z.object({
  number: z.string(),
  tpk_chn: z.string(),
  tpk_eng: z.string(),
  gy_chn: z.string(),
  gy_eng: z.string(),
});
export type MeaningItem = z.infer<typeof meaningItemSchema>;
/** The answer of GetNumberMeaning: at most MAX_MEANING_ITEMS, by number; [] when none match. */
export const numberMeaningAnswer = z.array(meaningItemSchema);
export type NumberMeaningAnswer = z.infer<typeof numberMeaningAnswer>;

/** An eat sequence as GetUserEatSequence and UpdateUserEatSequence answer it. */
export const eatSequenceAnswer = z.object({ id: z.number(), sequence: z.string() });
export type EatSequenceAnswer = z.infer<typeof eatSequenceAnswer>;

/** GET /Tool/GetEatSequences: the offered orders, the user's own one checked. */
export const eatSequenceOptionSchema = z.object({
  id: z.number(),
  sequence: z.string(),
  checked: z.boolean(),
});
export type EatSequenceOption = z.infer<typeof eatSequenceOptionSchema>;
export const eatSequencesAnswer = z.array(eatSequenceOptionSchema);
export type EatSequencesAnswer = z.infer<typeof eatSequencesAnswer>;

/** The answer to an id that names no offered eat sequence. */
export const NO_SUCH_EAT_SEQUENCE = 'no such eat sequence';

/**
 * POST /Tool/UpdateUserEatSequence: a form sends the id as text, JSON as a number; read as the id.
 * Whether it names an offered sequence is the server's check (the domain's eatSequenceById, with
 * NO_SUCH_EAT_SEQUENCE): looked up here it would bring the bet types into the login screen's chunk.
 */
export const updateEatSequenceBody = z.object({
  EatSequenceId: z.pipe(
    z.union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? 'required' : NO_SUCH_EAT_SEQUENCE),
    }),
    z.transform((value: string | number, payload) => {
      const text = String(value).trim();
      if (!/^\d{1,9}$/.test(text)) {
        payload.issues.push({ code: 'custom', message: NO_SUCH_EAT_SEQUENCE, input: value });
        return z.NEVER;
      }
      return Number(text);
    }),
  ),
});
export type UpdateEatSequenceInput = z.input<typeof updateEatSequenceBody>;
export const updateEatSequenceAnswer = eatSequenceAnswer;
export type UpdateEatSequenceAnswer = EatSequenceAnswer;

/** GET /Tool/GetAdvancedBetDefaultText: the text the advanced editor starts with ('D\n#1\n'). */
export const defaultTextAnswer = z.string();
export type DefaultTextAnswer = z.infer<typeof defaultTextAnswer>;
