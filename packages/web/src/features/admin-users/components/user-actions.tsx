import { ActionSheet, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineRow } from '../api/get-downline';
import { useSetUserStatus } from '../api/set-user-status';
import { formFailure } from '../utils/form-failure';
import { CashOutLimitForm } from './cash-out-limit-form';
import { CreditForm } from './credit-form';
import { OrderConfirmForm } from './order-confirm-form';
import { PackageForm } from './package-form';
import { PositionForm } from './position-form';
import { PasswordForm } from './password-form';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { toast } from '@/components/ui/toast/toast-store';

type Panel = 'give' | 'take' | 'package' | 'password' | 'orderConfirm' | 'position' | 'cashOutLimit';

/** The action sheet of one downline user, and the small form each action opens. */
export function UserActions({ user, onClose }: { user: DownlineRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel | null>(null);
  const setStatus = useSetUserStatus();
  const suspended = user?.status === 'suspended';

  async function toggleStatus(target: DownlineRow) {
    const confirmed = await showAlert({
      type: 'confirm',
      title: t(suspended ? 'adminUsers.confirm.reactivateTitle' : 'adminUsers.confirm.suspendTitle'),
      message: t(suspended ? 'adminUsers.confirm.reactivate' : 'adminUsers.confirm.suspend', {
        username: target.username,
      }),
      confirmText: t(suspended ? 'adminUsers.actions.reactivate' : 'adminUsers.actions.suspend'),
      cancelText: t('adminUsers.cancel'),
    });
    if (!confirmed) return;
    setStatus.mutate(
      { username: target.username, status: suspended ? 'active' : 'suspended' },
      {
        onSuccess: () =>
          toast.success(
            t(suspended ? 'adminUsers.done.reactivated' : 'adminUsers.done.suspended', {
              username: target.username,
            }),
          ),
        onError: (error) => toast.error(formFailure(t, error).message),
      },
    );
  }

  const close = () => {
    setPanel(null);
    onClose();
  };
  return (
    <>
      <ActionSheet
        visible={user !== null && panel === null}
        extra={user ? `${user.username} · ${t(`adminUsers.roles.${user.role}`)}` : undefined}
        cancelText={t('adminUsers.cancel')}
        onClose={() => panel === null && onClose()}
        onAction={(action) => {
          if (!user) return;
          if (action.key === 'status') {
            onClose();
            void toggleStatus(user);
          } else setPanel(action.key as Panel);
        }}
        actions={[
          { key: 'give', text: t('adminUsers.actions.give') },
          { key: 'take', text: t('adminUsers.actions.take') },
          { key: 'package', text: t('adminUsers.actions.package') },
          { key: 'password', text: t('adminUsers.actions.password') },
          { key: 'orderConfirm', text: t('adminUsers.actions.orderConfirm') },
          // 占成 (issue 39): only an agent takes a position.
          ...(user?.role === 'agent' ? [{ key: 'position', text: t('adminUsers.actions.position') }] : []),
          // counter claims (issue 44): only an agent pays walk-in winners
          ...(user?.role === 'agent'
            ? [{ key: 'cashOutLimit', text: t('adminUsers.actions.cashOutLimit') }]
            : []),
          {
            key: 'status',
            text: t(suspended ? 'adminUsers.actions.reactivate' : 'adminUsers.actions.suspend'),
            danger: !suspended,
          },
        ]}
      />
      <Popup
        visible={user !== null && panel !== null}
        onMaskClick={close}
        bodyClassName="au-popup"
        destroyOnClose
      >
        {user && panel && (
          <div className="au-panel">
            <h2 className="au-panel__title">
              {t(`adminUsers.actions.${panel}`)} · {user.username}
            </h2>
            {(panel === 'give' || panel === 'take') && (
              <CreditForm username={user.username} direction={panel} onDone={close} />
            )}
            {panel === 'package' && (
              <PackageForm username={user.username} current={user.packageName} onDone={close} />
            )}
            {panel === 'password' && <PasswordForm username={user.username} onDone={close} />}
            {panel === 'position' && <PositionForm username={user.username} onDone={close} />}
            {panel === 'cashOutLimit' && (
              <CashOutLimitForm username={user.username} current={user.cashOutLimit} onDone={close} />
            )}
            {panel === 'orderConfirm' && (
              <OrderConfirmForm username={user.username} current={user.confirmOrderAbove} onDone={close} />
            )}
          </div>
        )}
      </Popup>
    </>
  );
}
