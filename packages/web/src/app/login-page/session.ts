import { takeEarlySessionCheck } from '@/lib/auth/early-session';

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

async function dataOf(response: Promise<Response>): Promise<Record<string, unknown> | null> {
  try {
    const answer = await response;
    // the body read in every case: an answer left unread stays open (and a test's network busy)
    const envelope = record(JSON.parse(await answer.text()));
    return answer.ok && envelope?.success === true ? record(envelope.data) : null;
  } catch {
    return null;
  }
}

const get = (url: string) =>
  fetch(url, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
  });

/**
 * The session check of the login page: the username when the visitor is logged in already (a
 * logged-in user opening /login goes on, spec §2), else null. It uses the answer the page's early
 * hints script asked for, if it did. Read by hand, without the api client's zod (the page's
 * JavaScript is React and i18next only): only a non-empty username counts.
 */
export async function loggedInUsername(): Promise<string | null> {
  const data = await dataOf(takeEarlySessionCheck() ?? get('/Account/IsLoggedIn'));
  return typeof data?.username === 'string' && data.username ? data.username : null;
}

/** GET /Tool/GetAppConfig (public): the variant's title suffix ("Lotto", "GD"), or null. */
export async function appTitleSuffix(): Promise<string | null> {
  const data = await dataOf(get('/Tool/GetAppConfig'));
  return typeof data?.titleSuffix === 'string' && data.titleSuffix ? data.titleSuffix : null;
}
