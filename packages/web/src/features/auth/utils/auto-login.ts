import type { LoginInput } from '../api/login';

const HOME_PATHS = new Set(['/', '/home/play-game']);

/** Home accepts `username`+`password` or `token` in its query string for automatic login. */
export function autoLoginInput(pathname: string, search: string): LoginInput | null {
  if (!HOME_PATHS.has(pathname)) return null;
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (token) return { token };
  const username = params.get('username');
  const password = params.get('password');
  if (username && password) return { username, password };
  return null;
}
