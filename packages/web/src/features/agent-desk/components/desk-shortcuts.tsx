import {
  CheckShieldOutline,
  ExclamationTriangleOutline,
  SetOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The agent's shortcuts (issue 38 item 2): Bet for a customer (normal betting with the customer
 * picker open), Check Ticket, Back Office, and the heavy-number report (粗字, issue 40).
 */
export function DeskShortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shortcuts = [
    {
      key: 'betFor',
      Icon: UserAddOutline,
      go: () => void navigate('/betting', { state: { pickCustomer: true } }),
    },
    { key: 'checkTicket', Icon: CheckShieldOutline, go: () => void navigate('/check-ticket') },
    { key: 'exposure', Icon: ExclamationTriangleOutline, go: () => void navigate('/exposure') },
    { key: 'backOffice', Icon: SetOutline, go: () => void navigate('/admin') },
  ] as const;
  return (
    <nav className="desk-shortcuts" aria-label={t('agentDesk.shortcuts.label')}>
      {shortcuts.map(({ key, Icon, go }) => (
        <button key={key} type="button" className="desk-shortcut" onClick={go}>
          <Icon className="desk-shortcut__icon" aria-hidden="true" />
          <span>{key === 'exposure' ? t('screens.exposure') : t(`agentDesk.shortcuts.${key}`)}</span>
        </button>
      ))}
    </nav>
  );
}
