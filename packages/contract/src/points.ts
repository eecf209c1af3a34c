import { z } from 'zod';
import { parsePoints, type Cents } from '@lotto/domain/money';

/**
 * An amount in points from a form ("10.50") or JSON (10.5), read as cents; at most two decimals
 * and greater than zero. zod's path names the field in the error.
 */
export const positivePointsInput = () =>
  z.union([z.string(), z.number()]).transform((value, issue): Cents => {
    const parsed = parsePoints(value);
    if (!parsed.ok) {
      issue.addIssue({ code: 'custom', message: parsed.reason });
      return z.NEVER;
    }
    if (parsed.value <= 0) {
      issue.addIssue({ code: 'custom', message: 'must be more than 0' });
      return z.NEVER;
    }
    return parsed.value;
  });

/** The same, optional: absent or an empty form field means none. */
export const optionalPositivePointsInput = () =>
  z.preprocess(
    (value: string | number | undefined) => (value === '' ? undefined : value),
    positivePointsInput().optional(),
  );
