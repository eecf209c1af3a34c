import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, setI18n } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAnswer } from '@lotto/contract/account';
import { i18n } from '@/i18n/i18n';
import zh from '@/i18n/locales/zh-CN.json';
import { STORAGE_KEYS } from '@/lib/storage';
import { fail, mockApi, ok, okContract } from '@/testing/mock-api';
import { loadApp } from './load-app';
import { changeLoginLanguage, loginI18n, startLoginI18n } from './login-i18n';
import { initialTitleSuffix, LoginPage } from './login-page';
import { appTitleSuffix, loggedInUsername } from './session';

vi.mock('./load-app', () => ({ loadApp: vi.fn() }));

const PLAYER = { username: 'player1', token: 'tok-1', role: 'player' };

function renderPage(config: Promise<string | null> = Promise.resolve(null)) {
  return render(
    <I18nextProvider i18n={loginI18n}>
      <LoginPage titleSuffix="Lotto" config={config} />
    </I18nextProvider>,
  );
}

async function logIn(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

/**
 * /login's page of its own (docs/performance.md, issue 45): the login screen with the login page's
 * own i18next and texts, its own login call and session check, and a page load into the app.
 */
describe('the login page of its own', () => {
  beforeAll(async () => {
    await startLoginI18n();
  });
  afterAll(() => {
    // a worker's files share react-i18next (setup-tests.ts): give it back the app's instance
    setI18n(i18n);
  });

  it('logs in and loads the app home, with the tab identity stored', async () => {
    vi.mocked(loadApp).mockClear();
    const calls = mockApi({ '/Account/Login': okContract(loginAnswer, PLAYER) });
    renderPage();
    await logIn(' player1 ', 'player1234');
    await waitFor(() => expect(loadApp).toHaveBeenCalledWith('/'));
    const login = calls.find((call) => call.path === '/Account/Login');
    expect(login?.method).toBe('POST');
    expect(login?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(Object.fromEntries(new URLSearchParams(login?.body))).toEqual({
      username: 'player1',
      password: 'player1234',
    });
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBe('player1:tok-1');
    expect(localStorage.getItem(STORAGE_KEYS.rememberedUsername)).toBeNull();
  });

  it('goes back to the screen the session ended on, for the same user only', async () => {
    vi.mocked(loadApp).mockClear();
    mockApi({ '/Account/Login': okContract(loginAnswer, PLAYER) });
    sessionStorage.setItem(STORAGE_KEYS.returnTo, JSON.stringify({ username: 'player1', path: '/betting' }));
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('continue where you left off');
    await logIn('player1', 'player1234');
    await waitFor(() => expect(loadApp).toHaveBeenCalledWith('/betting'));
  });

  it.each([
    ['a known code: its text', fail('LOGIN_FAILED', 'anything'), 'Invalid username or password'],
    [
      "an unknown code: the server's message",
      fail('SOMETHING_NEW', 'Account locked by upline'),
      'Account locked by upline',
    ],
    [
      "a 429: the server's message",
      fail('TOO_MANY_ATTEMPTS', 'Try again in 5 minutes', 429),
      'Try again in 5 minutes',
    ],
    ['an answer that is not the contract', ok({ username: '' }), 'Something went wrong'],
  ])('shows a failed login: %s', async (_name, answer, text) => {
    vi.mocked(loadApp).mockClear();
    mockApi({ '/Account/Login': answer });
    renderPage();
    await logIn('player1', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(loadApp).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderPage();
    await logIn('player1', 'player1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
  });

  it("titles the page with the variant's name once the config answers", async () => {
    renderPage(Promise.resolve('GD'));
    expect(await screen.findByRole('heading', { name: 'GD', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Login | GD'));
  });

  it('switches language with its own texts and remembers the choice', async () => {
    renderPage();
    await changeLoginLanguage('zh-CN');
    expect(await screen.findByRole('heading', { name: zh.auth.loginTitle })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zh-CN');
    expect(document.cookie).toContain('lotto_lang=zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    await changeLoginLanguage('en-GB');
  });

  it('reads the session check and the config by hand', async () => {
    mockApi({
      '/Account/IsLoggedIn': ok(PLAYER),
      '/Tool/GetAppConfig': ok({ appType: 'gd', titleSuffix: 'GD', timeZone: 'Asia/Kuala_Lumpur' }),
    });
    expect(await loggedInUsername()).toBe('player1');
    expect(await appTitleSuffix()).toBe('GD');
    mockApi({ '/Account/IsLoggedIn': fail('UNAUTHORIZED', 'Not logged in', 401) });
    expect(await loggedInUsername()).toBeNull();
    expect(await appTitleSuffix()).toBeNull();
  });

  it("takes the prerendered page's variant name until the config answers", () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML =
      '<div id="root"><div class="prerendered"><h1 class="login-page__brand">GD</h1></div></div>';
    expect(initialTitleSuffix(doc)).toBe('GD');
    expect(initialTitleSuffix(document.implementation.createHTMLDocument())).toBe('Lotto');
  });
});
