import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LockGlyph, UserGlyph } from '@/components/ui/glyphs';
import { TextField } from '@/components/ui/text-field';
import { readReturnTo } from '@/lib/auth/return-to';
import type { User } from '@/lib/auth/user-schema';
import { readStorage, rememberUsername, saveSessionIdentity, STORAGE_KEYS } from '@/lib/storage';
import { loginFailureText, postLogin, type LoginFailure } from '../api/login-request';
import { EyeIcon } from './eye-icon';

/**
 * Username and password, both required without a message (spec §5): an empty field is only
 * marked. A failed login shows the server's answer. "Remember me" keeps the username for the next
 * login on this device (ticked when one is remembered); without it a username remembered before
 * is forgotten (issue 36 item 9: a shared phone shows no one's name). After a session that ended
 * on its own, a note says that logging in leads back to where the user was.
 *
 * On success the tab's identity is stored and `onLoggedIn` leads on: inside the app it sets the
 * auth state (the route guard then leads on), on the login page of its own it loads the app.
 * Its JavaScript is React, i18next and this folder's few modules only (no antd-mobile, no query
 * cache, no zod): it is the login page's (app/login-page, docs/performance.md issue 45).
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: User) => void }) {
  const { t, i18n } = useTranslation();
  const [remembered] = useState(() => readStorage('local', STORAGE_KEYS.rememberedUsername));
  const [username, setUsername] = useState(remembered ?? '');
  const [remember, setRemember] = useState(remembered !== null);
  const [ended] = useState(() => readReturnTo() !== null);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  const usernameMissing = submitted && username.trim() === '';
  const passwordMissing = submitted && password === '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (pending || username.trim() === '' || password === '') return;
    setPending(true);
    setFailure(null);
    void postLogin(username.trim(), password).then((outcome) => {
      if (!outcome.ok) {
        setPending(false);
        setFailure(outcome.failure);
        return;
      }
      rememberUsername(remember ? outcome.user.username : null);
      saveSessionIdentity(outcome.user.username, outcome.user.token);
      // pending stays: the page is on its way to the app
      onLoggedIn(outcome.user);
    });
  }

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate aria-label={t('auth.loginTitle')}>
      {ended && (
        <p className="login-form__note" role="status">
          {t('auth.sessionEndedNote')}
        </p>
      )}
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onValueChange={setUsername}
        invalid={usernameMissing}
        icon={<UserGlyph />}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        invalid={passwordMissing}
        icon={<LockGlyph />}
        trailing={
          <button
            type="button"
            className="field__toggle"
            aria-label={t(showPassword ? 'auth.hidePassword' : 'auth.showPassword')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            <EyeIcon open={showPassword} />
          </button>
        }
      />
      <label className="login-form__remember">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        <span>{t('auth.rememberMe')}</span>
      </label>
      {failure && (
        <p className="form-error" role="alert">
          {loginFailureText(t, (key) => i18n.exists(key), failure)}
        </p>
      )}
      {/* A button of our own, drawn like antd-mobile's large primary one: its Button brought
          antd-mobile's config provider and global styles into the login page's download. */}
      <button type="submit" className="login-form__submit" aria-busy={pending} aria-disabled={pending}>
        {pending && <span className="spinner" aria-hidden="true" />}
        {t('auth.login')}
      </button>
    </form>
  );
}
