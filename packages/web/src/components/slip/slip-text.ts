/**
 * The lines of a counter slip (issue 44), as plain text of a fixed width: the screen's slip and the
 * ESC/POS printer print the same lines. Labels come translated from the caller.
 */
export interface SlipInput {
  betId: string;
  /** the ticket's receipt text as placed (date, pools, lines, total, ticket id) */
  receipt: string;
  total: string;
  remark: string;
  phone: string;
  voided: boolean;
  operator: string;
  printedAt: string;
  /** 0: the original; n: COPY n */
  copy: number;
  /** the claim PIN, on the original only */
  pin: string | null;
}

export interface SlipLabels {
  ticket: string;
  operator: string;
  printed: string;
  total: string;
  remark: string;
  phone: string;
  pin: string;
  copy: string;
  void: string;
  keep: string;
}

/** `text` cut into pieces of at most `columns` characters (a long receipt line wraps). */
export function wrap(text: string, columns: number): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.length === 0) out.push('');
    for (let i = 0; i < line.length; i += columns) out.push(line.slice(i, i + columns));
  }
  return out;
}

export function center(text: string, columns: number): string {
  const pad = Math.max(0, Math.floor((columns - text.length) / 2));
  return `${' '.repeat(pad)}${text}`;
}

/** The slip's header mark: COPY n on a reprint, VOID on a cancelled ticket, nothing on an original. */
export function slipMarks(input: Pick<SlipInput, 'copy' | 'voided'>, labels: SlipLabels): string[] {
  return [
    ...(input.voided ? [`*** ${labels.void} ***`] : []),
    ...(input.copy > 0 ? [`*** ${labels.copy} ${input.copy} ***`] : []),
  ];
}

/** The text lines above the QR code and below it. */
export function slipLines(input: SlipInput, labels: SlipLabels, columns: number) {
  const rule = '-'.repeat(columns);
  const marks = slipMarks(input, labels).map((mark) => center(mark, columns));
  const field = (label: string, value: string) => wrap(`${label}: ${value}`, columns);
  const top = [
    ...marks,
    center(`${labels.ticket} #${input.betId}`, columns),
    ...field(labels.operator, input.operator),
    ...field(labels.printed, input.printedAt),
    rule,
    ...wrap(input.receipt, columns),
    rule,
    ...field(labels.total, input.total),
    ...(input.remark ? field(labels.remark, input.remark) : []),
    ...(input.phone ? field(labels.phone, input.phone) : []),
    ...(input.pin
      ? [rule, center(`${labels.pin}: ${input.pin}`, columns), ...wrap(labels.keep, columns)]
      : []),
  ];
  const bottom = [center(`#${input.betId}`, columns), ...marks];
  return { top, bottom };
}
