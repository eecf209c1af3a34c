import { isLoggedInAnswer } from '@lotto/contract/account';
import { apiRequest } from '@/lib/api-client';
import { takeEarlySessionCheck } from './early-session';
import type { User } from './user-schema';

/**
 * GET /Account/IsLoggedIn: the start-up session check; 401 just means logged out. The page's first
 * check uses the answer index.html's early script asked for, if it did.
 */
export function isLoggedIn(): Promise<User> {
  return apiRequest('/Account/IsLoggedIn', isLoggedInAnswer, {
    authProbe: true,
    silent: true,
    response: takeEarlySessionCheck(),
  });
}
