import { DownOutline, UserOutline } from 'antd-mobile-icons';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { useViewableMembers } from '../api/exposure';
// The betting steps' "For: me / a customer" look, so both choices read the same way.
import '@/components/orders/bet-for.css';

/** The most members listed at once; more are found by typing a name. */
const MEMBERS_SHOWN = 50;

interface Props {
  /** whose book is shown: null for the viewer's own */
  member: string | null;
  onChoose: (member: string | null) => void;
}

/**
 * "Book of: mine / a downline" above the report (issue 40's `member`): an agent or the house reads
 * the report as someone of its downline sees it, and comes back to its own with one tap. It stays
 * in sight while the rows scroll, as whom an order is for does on the betting steps.
 */
export function ExposureViewAs({ member, onChoose }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const [picking, setPicking] = useState(false);
  return (
    <div className="bet-for ex-view-as" data-testid="exposure-view-as" data-member={member ?? ''}>
      <span className="bet-for__label" id={labelId}>
        {t('exposure.viewAs.label')}
      </span>
      <div className="bet-for__choice" role="radiogroup" aria-labelledby={labelId}>
        <button
          type="button"
          role="radio"
          aria-checked={member === null}
          className={`bet-for__item${member === null ? ' bet-for__item--active' : ''}`}
          data-testid="exposure-view-mine"
          onClick={() => onChoose(null)}
        >
          {t('exposure.viewAs.mine')}
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={member !== null}
          aria-label={member ? t('exposure.viewAs.asName', { name: member }) : t('exposure.viewAs.pick')}
          className={`bet-for__item bet-for__item--customer${member !== null ? ' bet-for__item--active' : ''}`}
          data-testid="exposure-view-member"
          onClick={() => setPicking(true)}
        >
          <UserOutline aria-hidden="true" />
          <span className="bet-for__name">{member ?? t('exposure.viewAs.pick')}</span>
          <DownOutline aria-hidden="true" className="bet-for__caret" />
        </button>
      </div>
      <MemberPicker
        visible={picking}
        current={member}
        onClose={() => setPicking(false)}
        onChoose={onChoose}
      />
    </div>
  );
}

/**
 * The downline to view as, searchable by name (the server filters): agents first, since players
 * keep nothing, each with its upline. The same sheet as the betting steps' customer picker.
 */
function MemberPicker({
  visible,
  current,
  onClose,
  onChoose,
}: {
  visible: boolean;
  current: string | null;
  onClose: () => void;
  onChoose: (member: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());
  const members = useViewableMembers(visible);
  // depth 0 is the caller itself (or the house's admins)
  const found = (members.data ?? []).filter(
    (row) => row.depth > 0 && row.role !== 'admin' && row.username.includes(needle),
  );
  const sorted = [
    ...found.filter((row) => row.role === 'agent'),
    ...found.filter((row) => row.role !== 'agent'),
  ];
  // the house's downline can be thousands: a name typed narrows it
  const shown = sorted.slice(0, MEMBERS_SHOWN);
  const choose = (username: string) => {
    onChoose(username);
    setSearch('');
    onClose();
  };
  return (
    <ModalSheet
      visible={visible}
      onClose={onClose}
      title={t('exposure.viewAs.pickerTitle')}
      className="bet-for-sheet"
      titleClassName="bet-for-sheet__title"
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
    >
      {() => (
        <>
          <label className="bet-for-sheet__search">
            <span className="visually-hidden">{t('exposure.viewAs.search')}</span>
            <input
              type="search"
              value={search}
              placeholder={t('exposure.viewAs.search')}
              autoComplete="off"
              data-autofocus=""
              enterKeyHint="search"
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <div className="bet-for-sheet__lists">
            {members.isPending ? (
              <p className="bet-for-sheet__empty">{t('common.loading')}</p>
            ) : sorted.length === 0 ? (
              <p className="bet-for-sheet__empty">{t('exposure.viewAs.none')}</p>
            ) : (
              <ul className="bet-for-sheet__list">
                {shown.map((row) => (
                  <li key={row.username}>
                    <button
                      type="button"
                      className={`bet-for-option${row.username === current ? ' bet-for-option--current' : ''}`}
                      aria-current={row.username === current ? 'true' : undefined}
                      data-testid="exposure-member-option"
                      data-username={row.username}
                      onClick={() => choose(row.username)}
                    >
                      <span className="bet-for-option__who">
                        <span className="bet-for-option__name">{row.username}</span>
                        {row.parent && (
                          <span className="bet-for-option__known">
                            {t('exposure.viewAs.under', { name: row.parent })}
                          </span>
                        )}
                      </span>
                      <span className="bet-for-option__credit">{t(`exposure.viewAs.role.${row.role}`)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {sorted.length > shown.length && (
              <p className="bet-for-sheet__empty" data-testid="exposure-member-more">
                {t('exposure.viewAs.more', { n: sorted.length - shown.length })}
              </p>
            )}
          </div>
          <button type="button" className="bet-for-sheet__cancel" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </>
      )}
    </ModalSheet>
  );
}
