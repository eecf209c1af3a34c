import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWirePoints } from '@/lib/format-points';
import { showToast } from '@/components/ui/toast/toast-store';
import { useRecordWeekPayment, type WeeklyStatementRow } from '../api/weekly';

const money = (value: number) => formatWirePoints(value);

interface Props {
  row: WeeklyStatementRow;
  week: string;
  /** 结账 is offered: a closed week of the caller's own statement */
  canSettle: boolean;
}

/** One direct downline's row: the short figures, the full columns on demand, and 结账. */
export function StatementRowCard({ row, week, canSettle }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [settling, setSettling] = useState(false);
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const record = useRecordWeekPayment();
  const direction = row.open >= 0 ? 'received' : 'paid';

  function startSettle() {
    setAmount(Math.abs(row.open).toFixed(2));
    setSettling(true);
  }

  async function save() {
    try {
      await record.mutateAsync({ username: row.name, week, amount, direction, remark });
      showToast('success', t('weekly.paymentRecorded'));
      setSettling(false);
    } catch {
      // the API client shows the error
    }
  }

  return (
    <section className="weekly-card" data-testid={`weekly-row-${row.name}`} aria-label={row.name}>
      <button type="button" className="weekly-card__head" onClick={() => setOpen(!open)} aria-expanded={open}>
        <span className="weekly-card__name">{row.name}</span>
        <span className={`weekly-num ${row.net < 0 ? 'weekly-num--neg' : ''}`}>
          {t('weekly.net')} {money(row.net)}
        </span>
      </button>
      <dl className="weekly-grid">
        <dt>{t('weekly.turnover')}</dt>
        <dd>{money(row.turnover)}</dd>
        <dt>{t('weekly.downlineTotal')}</dt>
        <dd>{money(row.dl.total)}</dd>
        <dt>{t('weekly.kept')}</dt>
        <dd>{money(row.own.kept)}</dd>
        <dt>{t('weekly.ownTotal')}</dt>
        <dd>{money(row.own.total)}</dd>
        <dt>{t('weekly.upline')}</dt>
        <dd>{money(row.upline)}</dd>
        <dt>{t('weekly.open')}</dt>
        <dd data-testid="row-open">{money(row.open)}</dd>
      </dl>
      {open && (
        <dl className="weekly-grid weekly-grid--full">
          <dt>{t('weekly.dlTickets')}</dt>
          <dd>{money(row.dl.tickets)}</dd>
          <dt>{t('weekly.dlCommission')}</dt>
          <dd>{money(row.dl.commission)}</dd>
          <dt>{t('weekly.dlWin')}</dt>
          <dd>{money(row.dl.win)}</dd>
          <dt>{t('weekly.ownCommission')}</dt>
          <dd>{money(row.own.commission)}</dd>
          <dt>{t('weekly.ownWin')}</dt>
          <dd>{money(row.own.win)}</dd>
          <dt>{t('weekly.carried')}</dt>
          <dd>{money(row.carried)}</dd>
          <dt>{t('weekly.received')}</dt>
          <dd>{money(row.received)}</dd>
          <dt>{t('weekly.paid')}</dt>
          <dd>{money(row.paid)}</dd>
        </dl>
      )}
      {canSettle && row.open !== 0 && !settling && (
        <Button size="small" color="primary" fill="outline" onClick={startSettle}>
          {t('weekly.settle')}
        </Button>
      )}
      {settling && (
        <div className="weekly-settle">
          <div className="weekly-settle__way">
            {direction === 'received'
              ? t('weekly.receivedFrom', { name: row.name })
              : t('weekly.paidTo', { name: row.name })}
          </div>
          <label>
            {t('weekly.amount')}
            <Input value={amount} onChange={setAmount} inputMode="decimal" aria-label={t('weekly.amount')} />
          </label>
          <label>
            {t('weekly.remark')}
            <Input value={remark} onChange={setRemark} maxLength={200} aria-label={t('weekly.remark')} />
          </label>
          <div className="weekly-settle__actions">
            <Button size="small" onClick={() => setSettling(false)}>
              {t('weekly.cancel')}
            </Button>
            <Button size="small" color="primary" loading={record.isPending} onClick={() => void save()}>
              {t('weekly.confirmSettle')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
