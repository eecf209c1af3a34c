import { Button, Tag } from 'antd-mobile';
import type { PoolCode } from '@lotto/domain/pools';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { adminErrorText } from '@/lib/admin-error';
import { displayCompactDate } from '@/lib/dates/display-dates';
import { toast } from '@/components/ui/toast/toast-store';
import { useConfirmResult, useResultSync, type SyncDraw } from '../api/result-sync';

const STATE_COLOR: Record<SyncDraw['state'], 'success' | 'warning' | 'danger' | 'default' | 'primary'> = {
  waiting: 'default',
  polling: 'primary',
  provisional: 'warning',
  conflict: 'danger',
  official: 'success',
  'gave-up': 'danger',
};

/** What needs the house on the Draws screen: disagreements and draws the sync gave up on. */
const needsAttention = (draw: SyncDraw) => draw.alerts.length > 0 || draw.state === 'gave-up';

/**
 * The draws of `date` as the result sources gave them (issue 43): each draw's sync state, every
 * alert (source, prize, both numbers) and, on the Results screen (`confirm`), each source's numbers
 * with the house's one-tap confirm. `attentionOnly` (the Draws screen) lists only the draws with an
 * alert or given up, and nothing when there are none.
 */
export function SyncCard({
  date,
  confirm = false,
  attentionOnly = false,
}: {
  date: string;
  confirm?: boolean;
  attentionOnly?: boolean;
}) {
  const { t } = useTranslation();
  const query = useResultSync(date);
  const confirmResult = useConfirmResult();
  const draws = (query.data ?? []).filter((draw) => !attentionOnly || needsAttention(draw));
  if ((attentionOnly || query.isSuccess) && draws.length === 0) return null;
  const title = t('adminSync.title', { date: displayCompactDate(date) });
  return (
    <section className="card" aria-label={title} data-testid="sync-card">
      <h2 className="ad-card-title">{title}</h2>
      <QueryState query={query} bare skeleton={{ lines: 3 }} errorText={(error) => adminErrorText(t, error)}>
        {() => (
          <ul className="ad-sync">
            {draws.map((draw) => (
              <li key={draw.pool} className="ad-sync__draw" data-testid="sync-draw" data-pool={draw.pool}>
                <div className="ad-pool__head ad-sync__head">
                  <strong>{draw.poolName}</strong>
                  <Tag color={STATE_COLOR[draw.state]} fill="outline" data-testid="sync-state">
                    {t(`adminSync.state.${draw.state}`)}
                  </Tag>
                </div>
                {draw.alerts.length > 0 ? (
                  <ul className="ad-sync__alerts" role="alert">
                    {draw.alerts.map((alert, index) => (
                      <li key={index} data-testid="sync-alert">
                        {t('adminSync.alert', {
                          source: alert.source,
                          prize: t(`adminSync.prize.${alert.prize.replace(/\[\d+\]$/, '')}`),
                          sourceNumber: alert.sourceNumber,
                          other: alert.other === 'official' ? t('adminSync.official') : alert.other,
                          otherNumber: alert.otherNumber,
                        })}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {!attentionOnly
                  ? draw.sources.map((source) => (
                      <div key={source.sourceId} className="ad-sync__source" data-testid="sync-source">
                        <div>
                          {source.name} <small>({t(`adminSources.kind.${source.kind}`)})</small>
                          <br />
                          <span className="ad-sync__numbers">{source.result.topPrize.join(' · ')}</span>
                        </div>
                        {confirm && (draw.state === 'provisional' || draw.state === 'conflict') ? (
                          <Button
                            size="small"
                            color="primary"
                            loading={confirmResult.isPending}
                            onClick={() =>
                              confirmResult.mutate(
                                {
                                  pool: draw.pool as PoolCode,
                                  date: draw.drawDate,
                                  sourceId: source.sourceId,
                                },
                                {
                                  onSuccess: () => toast.success(t('adminSync.confirmed')),
                                  onError: (error) => toast.error(adminErrorText(t, error)),
                                },
                              )
                            }
                          >
                            {t('adminSync.confirm')}
                          </Button>
                        ) : null}
                      </div>
                    ))
                  : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
