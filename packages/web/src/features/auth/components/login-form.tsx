import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LockGlyph, UserGlyph } from '@/components/ui/glyphs';
import { TextField } from '@/components/ui/text-field';
import { readReturnTo } from '@/lib/auth/return-to';
import { errorMessage } from '@/lib/error-message';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { useLogin } from '../api/login';
import { EyeIcon } from './eye-icon';

/**
 * Username and password, both required without a message (spec §5): an empty field is only
 * marked. A failed login shows the server's answer. "Remember me" keeps the username for the next
 * login on this device (ticked when one is remembered). After a session that ended on its own, a
 * note says that logging in leads back to where the user was. A successful login leads on by
 * itself (PublicOnly, require-auth.tsx).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const [remembered] = useState(() => readStorage('local', STORAGE_KEYS.rememberedUsername));
  const [username, setUsername] = useState(remembered ?? '');
  const [remember, setRemember] = useState(remembered !== null);
  const [ended] = useState(() => readReturnTo() !== null);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const usernameMissing = submitted && username.trim() === '';
  const passwordMissing = submitted && password === '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (username.trim() === '' || password === '') return;
    loginMutation.mutate({ username: username.trim(), password, remember });
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
      {loginMutation.isError && (
        <p className="form-error" role="alert">
          {errorMessage(t, loginMutation.error)}
        </p>
      )}
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        shape="rounded"
        loading={loginMutation.isPending}
        className="login-form__submit"
      >
        {t('auth.login')}
      </Button>
    </form>
  );
}
