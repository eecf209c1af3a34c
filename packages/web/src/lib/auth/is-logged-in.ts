import { isLoggedInAnswer } from '@lotto/contract/account';
import { apiRequest } from '@/lib/api-client';
import type { User } from './user-schema';

/** GET /Account/IsLoggedIn: the start-up session check; 401 just means logged out. */
export function isLoggedIn(): Promise<User> {
  return apiRequest('/Account/IsLoggedIn', isLoggedInAnswer, { authProbe: true, silent: true });
}
