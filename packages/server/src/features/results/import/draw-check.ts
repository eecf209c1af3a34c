import { validateDrawResult, type DrawResult } from '@lotto/domain/draw-result';

/** A field of the domain's DrawResult as validateDrawResult names it in an error. */
export interface DrawField {
  /** 'date', 'first', 'starters', 'fiveD', ... ('result' when the whole value is not an object) */
  name: string;
  /** the list position for `starters[3]`-style errors */
  index?: number;
}

export interface DrawCheck {
  /** set when the domain accepts the draw; a format drops it when it found problems of its own */
  value?: DrawResult;
  errors: { field: DrawField; message: string }[];
}

const DOMAIN_ERROR = /^([A-Za-z]+)(?:\[(\d+)\])?: ([\s\S]*)$/;

/**
 * Runs the domain's rules (the one place they live) on a draw built from a file's fields and
 * splits each error into its field and its complaint, so a format can rename the field to the
 * file's own column or key. Fields in `alreadyReported` (e.g. a date the format could not read,
 * a missing key) are not reported twice.
 */
export function checkDraw(
  candidate: Record<string, unknown>,
  historical: boolean,
  alreadyReported: ReadonlySet<string> = new Set(),
): DrawCheck {
  const checked = validateDrawResult(candidate, { historical });
  if (checked.ok) return { value: checked.value, errors: [] };
  const errors: DrawCheck['errors'] = [];
  for (const error of checked.errors) {
    const match = DOMAIN_ERROR.exec(error);
    const field: DrawField = match ? { name: match[1]! } : { name: 'result' };
    if (match?.[2] !== undefined) field.index = Number(match[2]);
    if (alreadyReported.has(field.name)) continue;
    errors.push({ field, message: match ? match[3]! : error });
  }
  return { errors };
}

/** Quotes a file's text in a problem the way the domain quotes values: 'like this', cut when long. */
export function quote(text: string): string {
  return text.length > 20 ? `'${text.slice(0, 20)}...'` : `'${text}'`;
}
