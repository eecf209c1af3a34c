import { UnorderedListOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { LockGlyph } from '@/components/ui/glyphs';
import type { Language } from '@/i18n/languages';
import { useLogout } from '@/lib/auth/logout';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { displayDate } from '@/lib/dates/display-dates';
import { todayIn } from '@/lib/dates/draw-dates';
import { LanguageMenu } from './language-menu';
import { LogoutIcon } from './logout-icon';

// The app's i18n (already loaded with the entry) taken when a language is chosen, not imported with
// the header: it sets the document's language as it loads, and the build draws the header in Node
// (app/prerender).
const chooseLanguage = (language: Language) =>
  void import('@/i18n/i18n').then(({ changeLanguage }) => changeLanguage(language));

// antd-mobile's CenterPopup and its animation library: fetched when the button is first touched
// or focused, not with every logged-in screen (docs/performance.md, issue 45).
const loadPasswordDialog = () => import('./change-password-dialog');
const ChangePasswordDialog = lazy(() =>
  loadPasswordDialog().then((module) => ({ default: module.ChangePasswordDialog })),
);

/** The date is read when the header renders; nothing re-renders it on its own. */
const noChange = () => () => {};

/**
 * App title with today's date, change password, logout (confirmed) and language (spec §2). Today
 * is the draw time zone's day (game-rules: every draw day is named in it), not the device's.
 */
export function AppHeader({
  onOpenMenu,
  onPrepareMenu,
}: {
  onOpenMenu: () => void;
  /** the menu is about to be opened (pointer over it, focus): its code may be fetched */
  onPrepareMenu?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { titleSuffix, timeZone } = useAppConfig();
  const today = useSyncExternalStore(
    noChange,
    () => displayDate(todayIn(timeZone)),
    // Prerendered at build time (app/prerender): the day is the reader's, not the build's, so the
    // page leaves the line blank (a no-break space keeps its height) until the app draws it.
    () => '\u00a0',
  );
  const logout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  const [passwordUsed, setPasswordUsed] = useState(false);

  async function onLogout() {
    const confirmed = await showAlert({
      type: 'confirm',
      message: t('auth.logoutConfirm'),
      confirmText: t('auth.logout'),
    });
    if (!confirmed) return;
    await logout.mutateAsync();
    void navigate('/login', { replace: true });
  }

  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-button"
        aria-label={t('header.openMenu')}
        onPointerEnter={onPrepareMenu}
        onFocus={onPrepareMenu}
        onClick={onOpenMenu}
      >
        <UnorderedListOutline />
      </button>
      <div className="app-header__brand">
        <span className="brand-mark" aria-hidden="true">
          4D
        </span>
        <span className="app-header__titles">
          <span className="app-header__title">{titleSuffix}</span>
          <span className="app-header__date" data-testid="header-date">
            {today}
          </span>
        </span>
      </div>
      <div className="app-header__actions">
        <LanguageMenu onChoose={chooseLanguage} />
        <button
          type="button"
          className="icon-button"
          aria-label={t('auth.changePassword')}
          title={t('auth.changePassword')}
          onPointerEnter={() => void loadPasswordDialog()}
          onFocus={() => void loadPasswordDialog()}
          onClick={() => {
            setPasswordUsed(true);
            setChangingPassword(true);
          }}
        >
          <LockGlyph />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('auth.logout')}
          title={t('auth.logout')}
          onClick={() => void onLogout()}
        >
          <LogoutIcon />
        </button>
      </div>
      {passwordUsed && (
        <Suspense fallback={null}>
          <ChangePasswordDialog visible={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </header>
  );
}
