import { DEFAULT_EAT_SEQUENCE, eatSequenceById, type EatSequence } from '@lotto/domain/bet-types';
import type { UserRow } from '../db/tables/user.table.js';

/**
 * The order in which the user's plain `#1#2` amounts are read (game-rules §5). An id that is not
 * (or no longer) offered reads as the default, so there is always exactly one.
 */
export function eatSequenceOfUser(user: Pick<UserRow, 'eat_sequence_id'>): EatSequence {
  return eatSequenceById(user.eat_sequence_id) ?? DEFAULT_EAT_SEQUENCE;
}
