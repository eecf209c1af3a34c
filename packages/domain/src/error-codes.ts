/**
 * The one closed vocabulary of error codes, shared by the server (which answers them in the
 * envelope's `code`) and the web app (which translates them). The English text is the server's
 * `message`; the web app shows its own translation of the code when it has one.
 */
export const ERROR_MESSAGES = {
  // spec §8 catalogue
  UNAUTHORIZED: 'Unauthorized, please log in again',
  PLEASE_LOGIN_TO_CONTINUE: 'Please log in to continue',
  INVALID_BET_DATE: 'Invalid bet date',
  INVALID_NUMBER: 'Invalid bet number',
  INVALID_BET_AMOUNT: 'Invalid bet amount',
  INVALID_BET_AMOUNT_3D: 'Incorrect bet amount for 3D betting',
  INSUFFICIENT_CREDIT: 'Insufficient credit.',
  PLEASE_SELECT_AT_LEAST_ONE_ORDER_TO_CANCEL: 'Please select at least one order to cancel',
  NO_MORE_RECORDS: 'No more records',
  NO_RESULT_FOUND: 'No Result Found',
  EMPTY_BET_DESC: 'Your bet list is empty',
  FAILED_TO_PLACE_BET: 'Failed to place bet',
  // betting rules beyond the spec's catalogue (game-rules §1, §5)
  INVALID_POOL: 'This pool is not available for this bet',
  INVALID_LINE: 'This order line cannot be read',
  TOO_MANY_LINES: 'At most 50 order lines',
  NO_AMOUNT: 'This bet line has no amount and there is none to repeat',
  GAME_NOT_ON_POOL: 'A chosen pool does not run this game',
  DRAW_CLOSED: 'Betting for this draw has closed',
  DRAW_NOT_CLOSED: 'Results can only be entered once betting on the draw has closed',
  ALREADY_CANCELLED: 'This ticket is already cancelled',
  IDEMPOTENCY_KEY_REUSED: 'This request key was already used for a different order',
  ORDER_TOO_LARGE: 'This order is too large; split it into smaller orders',
  TOO_MANY_TO_CANCEL: 'Too many bets to cancel at once; cancel fewer tickets at a time',
  CONCURRENT_UPDATE: 'Someone else changed this at the same moment, please try again',
  DATABASE_BUSY: 'The system is busy, please try again in a moment',
  // at the counter (issue 44)
  ALREADY_CLAIMED: 'This ticket has already been claimed',
  WRONG_CLAIM_PIN: 'The claim PIN is not correct',
  NOT_A_WINNING_TICKET: 'This ticket did not win, there is nothing to claim',
  DRAW_NOT_SETTLED: 'This draw is not settled yet, the ticket cannot be claimed',
  TICKET_CANCELLED: 'This ticket is cancelled, it cannot be claimed',
  CLAIM_EXPIRED: 'The time to claim this ticket has passed',
  SLIP_NOT_PRINTED: 'This ticket has no printed slip, so it has no claim PIN',
  INVALID_PHOTO: 'The ID photo must be a JPEG or PNG image of at most 2 MB',
  // the weekly cycle (issue 41)
  QUOTA_EXCEEDED: 'This limit is more than the upline has left to give',
  WEEK_NOT_CLOSED: 'This week is not closed yet',
  WEEK_LOCKED: 'Betting is locked until the week is settled with the upline',
  // accounts and transport
  LOGIN_FAILED: 'Invalid username or password',
  ACCOUNT_SUSPENDED: 'This account is suspended, please contact your upline',
  UPLINE_SUSPENDED: 'Betting is paused while an upline account is suspended, please contact your upline',
  TOO_MANY_ATTEMPTS: 'Too many failed attempts, please try again later',
  TOO_MANY_REQUESTS: 'Too many requests, please wait a moment and try again',
  WRONG_OLD_PASSWORD: 'The old password is not correct',
  PASSWORD_TOO_WEAK: 'The new password must be 6 to 64 characters',
  PASSWORD_UNCHANGED: 'The new password must differ from the old one',
  CSRF_HEADER_MISSING: 'Request refused: missing X-Requested-With header',
  FORBIDDEN: 'You are not allowed to do this',
  VALIDATION_FAILED: 'The request is not valid',
  NOT_FOUND: 'Not found',
  INTERNAL_ERROR: 'Something went wrong, please contact admin for help',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/** The wire envelope of every API answer (spec §7). `code` is ours, added on failures. */
export type Envelope<T> =
  | { success: true; message: string; data: T }
  | { success: false; message: string; code: ErrorCode; data: null | Record<string, unknown> };
