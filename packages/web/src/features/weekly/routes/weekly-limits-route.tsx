import { Button, Input, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { showToast } from '@/components/ui/toast/toast-store';
import { formatWirePoints } from '@/lib/format-points';
import { useSetWeeklyAtClose, useSetWeeklyLimit, useWeeklyLimits } from '../api/weekly';
import '../weekly.css';

const money = (value: number) => formatWirePoints(value);
/** YYYYMMDD -> DD/MM */
const dayMonth = (week: string) => `${week.slice(6, 8)}/${week.slice(4, 6)}`;

/**
 * 一周限制 (issue 41): my limit, what I gave and what is left to give; per direct downline its
 * limit, its stakes this week and its credit left, with Edit. A raise beyond what is left is
 * refused by the server (QUOTA_EXCEEDED, naming what is left); nothing is clamped. Per downline
 * a switch locks it (no new bets) until its week is settled through 结账, instead of the reset.
 */
export function WeeklyLimitsRoute() {
  const { t } = useTranslation();
  const limits = useWeeklyLimits();
  const save = useSetWeeklyLimit();
  const atClose = useSetWeeklyAtClose();
  const [editing, setEditing] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const data = limits.data;

  async function submit(username: string) {
    try {
      await save.mutateAsync({ username, limit: value });
      showToast('success', t('weekly.limitSaved'));
      setEditing(null);
    } catch {
      // the API client shows the error
    }
  }

  async function chooseLock(username: string, lock: boolean) {
    try {
      await atClose.mutateAsync({ username, atClose: lock ? 'lock' : 'reset' });
      showToast('success', t('weekly.atCloseSaved'));
    } catch {
      // the API client shows the error
    }
  }

  return (
    <Page titleKey="weekly.limitsTitle">
      {data && (
        <>
          <section className="weekly-summary" data-testid="weekly-quota">
            <div>
              <span>{t('weekly.myLimit')}</span>
              <strong>{data.limit === null ? t('weekly.unlimited') : money(data.limit)}</strong>
            </div>
            <div>
              <span>{t('weekly.given')}</span>
              <strong>{money(data.given)}</strong>
            </div>
            <div>
              <span>{t('weekly.leftToGive')}</span>
              <strong>{data.leftToGive === null ? t('weekly.unlimited') : money(data.leftToGive)}</strong>
            </div>
          </section>
          {data.rows.map((row) => (
            <section className="weekly-card" key={row.username} data-testid={`limit-row-${row.username}`}>
              <div className="weekly-card__head weekly-card__head--static">
                <span className="weekly-card__name">{row.username}</span>
                <span className="weekly-num">{money(row.limit)}</span>
              </div>
              <dl className="weekly-grid">
                <dt>{t('weekly.stakedThisWeek')}</dt>
                <dd>{money(row.stakedThisWeek)}</dd>
                <dt>{t('weekly.creditLeft')}</dt>
                <dd>{money(row.creditLeft)}</dd>
              </dl>
              <label className="weekly-lock">
                <span>{t('weekly.lockAtClose')}</span>
                <Switch
                  checked={row.atClose === 'lock'}
                  loading={atClose.isPending && atClose.variables?.username === row.username}
                  onChange={(lock) => void chooseLock(row.username, lock)}
                  aria-label={t('weekly.lockAtClose')}
                  data-testid={`lock-switch-${row.username}`}
                />
              </label>
              {row.lockedWeek !== null && (
                <p className="weekly-locked" role="status">
                  {t('weekly.lockedFor', { week: dayMonth(row.lockedWeek) })}
                </p>
              )}
              {editing === row.username ? (
                <div className="weekly-settle">
                  <label>
                    {t('weekly.limit')}
                    <Input
                      value={value}
                      onChange={setValue}
                      inputMode="decimal"
                      aria-label={t('weekly.limit')}
                    />
                  </label>
                  <div className="weekly-settle__actions">
                    <Button size="small" onClick={() => setEditing(null)}>
                      {t('weekly.cancel')}
                    </Button>
                    <Button
                      size="small"
                      color="primary"
                      loading={save.isPending}
                      onClick={() => void submit(row.username)}
                    >
                      {t('weekly.save')}
                    </Button>
                  </div>
                </div>
              ) : (
                <Button
                  size="small"
                  fill="outline"
                  onClick={() => {
                    setValue(row.limit.toFixed(2));
                    setEditing(row.username);
                  }}
                >
                  {t('weekly.edit')}
                </Button>
              )}
            </section>
          ))}
        </>
      )}
    </Page>
  );
}
