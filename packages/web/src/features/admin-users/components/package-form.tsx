import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePackageNames } from '../api/get-package-names';
import { useSetPackage } from '../api/set-package';
import { formFailure, type FormFailure } from '../utils/form-failure';
import { SelectField } from './select-field';
import { toast } from '@/components/ui/toast/toast-store';

/** Change a user's package to one of the existing packages. */
export function PackageForm({
  username,
  current,
  onDone,
}: {
  username: string;
  current: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const packages = usePackageNames();
  const setPackage = useSetPackage();
  const [packageName, setPackageName] = useState(current ?? '');
  const [failure, setFailure] = useState<FormFailure | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!packageName) {
      setFailure({ field: 'packageName', message: t('adminUsers.errors.required') });
      return;
    }
    setPackage.mutate(
      { username, packageName },
      {
        onSuccess: () => {
          toast.success(t('adminUsers.done.package', { username }));
          onDone();
        },
        onError: (error) => setFailure(formFailure(t, error)),
      },
    );
  }

  return (
    <form className="au-form" onSubmit={onSubmit} noValidate aria-label={t('adminUsers.actions.package')}>
      <SelectField
        label={t('adminUsers.fields.package')}
        name="packageName"
        value={packageName}
        onValueChange={setPackageName}
        options={[
          { value: '', label: t('adminUsers.pickPackage') },
          ...(packages.data ?? []).map((name) => ({ value: name, label: name })),
        ]}
        invalid={failure?.field === 'packageName'}
        hint={failure?.field === 'packageName' ? failure.message : undefined}
      />
      {failure && failure.field === null && (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      )}
      <Button type="submit" color="primary" block shape="rounded" loading={setPackage.isPending}>
        {t('adminUsers.save')}
      </Button>
    </form>
  );
}
