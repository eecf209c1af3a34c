import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useResetPassword } from '../api/reset-password';
import { formFailure, passwordProblem, type FormFailure } from '../utils/form-failure';
import { toast } from '@/components/ui/toast/toast-store';

/** A new password for a downline user; its sessions end on the server. */
export function PasswordForm({ username, onDone }: { username: string; onDone: () => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = passwordProblem(newPassword);
    if (problem) {
      setFailure({ field: 'newPassword', message: t(problem) });
      return;
    }
    reset.mutate(
      { username, newPassword },
      {
        onSuccess: () => {
          toast.success(t('adminUsers.done.password', { username }));
          onDone();
        },
        onError: (error) => setFailure(formFailure(t, error)),
      },
    );
  }

  return (
    <form className="au-form" onSubmit={onSubmit} noValidate aria-label={t('adminUsers.actions.password')}>
      <TextField
        label={t('adminUsers.fields.newPassword')}
        name="newPassword"
        type="text"
        autoComplete="new-password"
        autoCapitalize="none"
        value={newPassword}
        onValueChange={setNewPassword}
        invalid={failure?.field === 'newPassword'}
        hint={failure?.field === 'newPassword' ? failure.message : undefined}
      />
      {failure && failure.field === null && (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      )}
      <Button type="submit" color="primary" block shape="rounded" loading={reset.isPending}>
        {t('adminUsers.save')}
      </Button>
    </form>
  );
}
