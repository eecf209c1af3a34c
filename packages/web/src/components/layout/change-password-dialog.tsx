import { Button, CenterPopup } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useChangePassword } from '@/lib/auth/change-password';

interface Props {
  visible: boolean;
  onClose: () => void;
}

/**
 * Old and new password, both required, the new one typed twice (issue 17.11); success logs out
 * and goes to login (spec §5).
 */
export function ChangePasswordDialog({ visible, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  function close() {
    setOldPassword('');
    setNewPassword('');
    setConfirmPassword('');
    setSubmitted(false);
    mutation.reset();
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!oldPassword || !newPassword || confirmPassword !== newPassword) return;
    mutation.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          close();
          void navigate('/login', { replace: true });
        },
      },
    );
  }

  const oldMissing = submitted && !oldPassword;
  const newMissing = submitted && !newPassword;
  const confirmMissing = submitted && !confirmPassword;
  const confirmDiffers = submitted && Boolean(confirmPassword) && confirmPassword !== newPassword;

  return (
    <CenterPopup
      visible={visible}
      onMaskClick={close}
      destroyOnClose
      className="sheet-popup"
      getContainer={() => document.body}
    >
      <form className="sheet-form" onSubmit={onSubmit} noValidate aria-label={t('auth.changePassword')}>
        <h2 className="sheet-form__title">{t('auth.changePassword')}</h2>
        <TextField
          label={t('auth.oldPassword')}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onValueChange={setOldPassword}
          invalid={oldMissing}
          hint={oldMissing ? t('common.required') : undefined}
        />
        <TextField
          label={t('auth.newPassword')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onValueChange={setNewPassword}
          invalid={newMissing}
          hint={newMissing ? t('common.required') : undefined}
        />
        <TextField
          label={t('auth.confirmNewPassword')}
          name="confirmNewPassword"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onValueChange={setConfirmPassword}
          invalid={confirmMissing || confirmDiffers}
          hint={
            confirmMissing ? t('common.required') : confirmDiffers ? t('auth.passwordsDiffer') : undefined
          }
        />
        {mutation.isError && (
          <p className="form-error" role="alert">
            {errorMessage(t, mutation.error)}
          </p>
        )}
        <div className="sheet-form__actions">
          <Button type="button" fill="outline" shape="rounded" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="primary" shape="rounded" loading={mutation.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </CenterPopup>
  );
}
