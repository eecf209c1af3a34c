import type { UserAnswer } from '@lotto/contract/account';

/** The logged-in user, as Login and IsLoggedIn answer it (the contract's `userAnswer`). */
export type User = UserAnswer;
