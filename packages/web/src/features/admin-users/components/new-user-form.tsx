import { Button, Selector } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useCreateUser } from '../api/create-user';
import { usePackageNames } from '../api/get-package-names';
import { amountProblem, formFailure, passwordProblem, type FormFailure } from '../utils/form-failure';
import { SelectField } from './select-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useMyCredit } from '@/lib/account/get-my-credit';
import { WeeklyLimitNext } from './weekly-limit-next';

const USERNAME = /^[a-z0-9_.]{3,32}$/;

interface Props {
  /** the caller first, then the agents of its tree: the only possible uplines */
  parents: string[];
  onDone: () => void;
}

/** A new agent or player; errors are shown under the field they concern. */
export function NewUserForm({ parents, onDone }: Props) {
  const { t } = useTranslation();
  const packages = usePackageNames();
  const create = useCreateUser();
  const [role, setRole] = useState<'agent' | 'player'>('player');
  const [parent, setParent] = useState(parents[0] ?? '');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [packageName, setPackageName] = useState('');
  const [credit, setCredit] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  // The weekly cycle (issue 41) is on when the credit answer carries a weekly limit: a new user then
  // starts with no opening credit (the server refuses one) and is given a weekly limit instead.
  const weekly = useMyCredit().data?.weeklyLimit !== undefined;
  const [createdWeekly, setCreatedWeekly] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!USERNAME.test(username.trim().toLowerCase())) next.username = t('adminUsers.errors.username');
    const passwordKey = passwordProblem(password);
    if (passwordKey) next.password = t(passwordKey);
    const creditKey = weekly ? null : amountProblem(credit, { optional: true });
    if (creditKey) next.credit = t(creditKey);
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    create.mutate(
      { role, parent, username: username.trim(), password, packageName, credit: weekly ? '' : credit.trim() },
      {
        onSuccess: (created) => {
          toast.success(t('adminUsers.done.created', { username: created.username }));
          if (weekly) setCreatedWeekly(created.username);
          else onDone();
        },
        onError: (error) => setFailure(formFailure(t, error)),
      },
    );
  }

  const fieldError = (field: string) =>
    errors[field] ?? (failure?.field === field ? failure.message : undefined);
  const text = (field: string, label: string, value: string, set: (v: string) => void, extra = {}) => (
    <TextField
      label={label}
      name={field}
      value={value}
      onValueChange={set}
      invalid={Boolean(fieldError(field))}
      hint={fieldError(field)}
      autoCapitalize="none"
      spellCheck={false}
      {...extra}
    />
  );
  if (createdWeekly) return <WeeklyLimitNext username={createdWeekly} onDone={onDone} />;
  return (
    <form className="au-form" onSubmit={onSubmit} noValidate aria-label={t('adminUsers.newUser')}>
      <Selector
        className="au-role"
        columns={2}
        value={[role]}
        onChange={(value) => value[0] && setRole(value[0])}
        options={[
          { value: 'player', label: t('adminUsers.roles.player') },
          { value: 'agent', label: t('adminUsers.roles.agent') },
        ]}
      />
      <SelectField
        label={t('adminUsers.fields.parent')}
        name="parent"
        value={parent}
        onValueChange={setParent}
        options={parents.map((name) => ({ value: name, label: name }))}
        invalid={Boolean(fieldError('parent'))}
        hint={fieldError('parent')}
      />
      {text('username', t('adminUsers.fields.username'), username, setUsername, { autoComplete: 'off' })}
      {text('password', t('adminUsers.fields.password'), password, setPassword, {
        autoComplete: 'new-password',
      })}
      <SelectField
        label={t('adminUsers.fields.package')}
        name="packageName"
        value={packageName}
        onValueChange={setPackageName}
        options={[
          { value: '', label: t('adminUsers.basePackage') },
          ...(packages.data ?? []).map((name) => ({ value: name, label: name })),
        ]}
        invalid={Boolean(fieldError('packageName') ?? fieldError('package'))}
        hint={fieldError('packageName') ?? fieldError('package')}
      />
      {!weekly && text('credit', t('adminUsers.fields.credit'), credit, setCredit, { inputMode: 'decimal' })}
      {failure && (failure.field === null || (weekly && failure.field === 'credit')) && (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      )}
      <Button type="submit" color="primary" block shape="rounded" loading={create.isPending}>
        {t('adminUsers.create')}
      </Button>
    </form>
  );
}
