import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '@lotto/domain/error-codes';

/** `code` of a failure: the one closed vocabulary (domain error-codes.ts). */
export const errorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

/** A refused call (spec §7 plus our `code`); `data` carries details, e.g. an order's line errors. */
export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: errorCodeSchema,
  data: z.record(z.string(), z.unknown()).nullable(),
});

/**
 * The envelope of every API answer (spec §7): `{ success, message, data }`, with `code` on a failure.
 *
 * `data` may be a zod/mini schema (the account and tools modules).
 *
 * @example envelopeSchema(receiptSchema).parse(await response.json())
 */
export function envelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.discriminatedUnion('success', [
    z.object({ success: z.literal(true), message: z.string(), data }),
    failureSchema,
  ]);
}
