import { Popup } from 'antd-mobile';
import {
  BillOutline,
  ExclamationTriangleOutline,
  MessageOutline,
  ReceiptOutline,
  RightOutline,
  SetOutline,
  TeamOutline,
} from 'antd-mobile-icons';
import { showsJackpots } from '@lotto/domain/app-type';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { HOME_SCREEN, SCREENS, visibleScreens } from '@/config/screens';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { isOperator } from '@/lib/auth/roles';
import { useAuth } from '@/lib/auth/auth-store';
import { useMyCredit } from '@/lib/account/get-my-credit';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The sidebar: a popup from the left listing every screen. */
export function SideMenu({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { appType } = useAppConfig();
  const { user } = useAuth();
  // The weekly cycle (issue 41) is on when the credit answer carries a weekly limit.
  const weekly = useMyCredit().data?.weeklyLimit !== undefined;
  const screens = [
    HOME_SCREEN,
    ...visibleScreens(SCREENS, showsJackpots(appType)).filter((screen) => screen.inMenu),
    ...(weekly ? [{ path: '/weekly-statement', titleKey: 'weeklyMenu.statement', icon: BillOutline }] : []),
    ...(weekly && isOperator(user?.role)
      ? [{ path: '/admin/weekly-limits', titleKey: 'weeklyMenu.limits', icon: TeamOutline }]
      : []),
    // the back-office, for the house and agents (their own downline)
    ...(isOperator(user?.role)
      ? [
          // orders pasted from chat (issue 42)
          { path: '/chat-inbox', titleKey: 'screens.chatInbox', icon: MessageOutline },
          // the heavy-number report, 粗字 (issue 40)
          { path: '/exposure', titleKey: 'screens.exposure', icon: ExclamationTriangleOutline },
          // counter payouts of the downline (issue 44)
          { path: '/claims', titleKey: 'counter.claims.title', icon: ReceiptOutline },
          { path: '/admin', titleKey: 'screens.backOffice', icon: SetOutline },
        ]
      : []),
  ];

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      position="left"
      bodyClassName="side-menu"
      closeOnSwipe
    >
      <nav aria-label={t('header.menu')}>
        <div className="side-menu__head">
          <span className="brand-mark" aria-hidden="true">
            4D
          </span>
          <div>
            <div className="side-menu__label">{t('home.playerId')}</div>
            <div className="side-menu__user">{user?.username}</div>
          </div>
        </div>
        <ul className="side-menu__list">
          {screens.map(({ path, titleKey, icon: Icon }) => (
            <li key={path}>
              <NavLink
                to={path}
                end
                onClick={onClose}
                className={({ isActive }) => `side-menu__item${isActive ? ' side-menu__item--active' : ''}`}
              >
                <Icon className="side-menu__icon" />
                <span className="side-menu__text">{t(titleKey)}</span>
                <RightOutline className="side-menu__chevron" />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </Popup>
  );
}
