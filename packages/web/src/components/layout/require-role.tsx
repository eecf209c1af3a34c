import { ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { useAuth } from '@/lib/auth/auth-store';
import type { OperatorRole } from '@/lib/auth/roles';

interface Props {
  roles: readonly OperatorRole[];
  /** the page title shown with the refusal */
  titleKey: string;
  children: ReactNode;
}

/**
 * Shows a back-office screen only to the roles it is for; others get a plain refusal (not a
 * redirect: a player who follows a shared link should know why nothing is there). The server
 * refuses their calls anyway.
 */
export function RequireRole({ roles, titleKey, children }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const role = user?.role;
  if (role && (roles as readonly string[]).includes(role)) return <>{children}</>;
  return (
    <Page titleKey={titleKey}>
      <div className="card" data-testid="admin-refused">
        <ErrorBlock status="default" title={t('admin.refused')} description={t('admin.refusedText')} />
      </div>
    </Page>
  );
}
