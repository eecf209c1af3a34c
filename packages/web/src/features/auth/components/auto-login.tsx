import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessage } from '@/lib/error-message';
import { useLogin, type LoginInput } from '../api/login';
import { resetLogin } from '@/lib/auth/auth-store';
import { SplashScreen } from './splash-screen';

/** Logs in from home's query string once, then drops the credentials from the address. */
export function AutoLogin({ input }: { input: LoginInput }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loginMutation = useLogin();
  const started = useRef(false);
  const { mutate } = loginMutation;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(input, {
      onSuccess: () => void navigate(location.pathname, { replace: true }),
      onError: (error) => {
        resetLogin();
        toast.error(errorMessage(t, error));
        void navigate('/login', { replace: true });
      },
    });
  }, [input, location.pathname, mutate, navigate, t]);

  return <SplashScreen />;
}
