import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { fromCompactDate } from '@lotto/contract/wire-dates';
import type { ResultPreview } from '../api/preview-result';
import { displayCompactDate, weekdayName } from '@/lib/dates/display-dates';

interface Props {
  preview: ResultPreview;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

const points = (value: number) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signed = (value: number) => (value > 0 ? `+${points(value)}` : points(value));

/** The numbers being confirmed, as the server read them: pool, draw day and every prize. */
function DrawnNumbers({ result }: { result: ResultPreview['result'] }) {
  const { t, i18n } = useTranslation();
  const iso = fromCompactDate(result.drawDate);
  const groups: [string, string[]][] = [
    [t('adminResults.starters'), result.specialPrize],
    [t('adminResults.consolations'), result.consolationPrize],
    ...(result.fiveD ? ([[t('adminResults.fiveD'), result.fiveD]] as [string, string[]][]) : []),
    ...(result.sixD ? ([[t('adminResults.sixD'), [result.sixD]]] as [string, string[]][]) : []),
  ];
  const top = ['adminResults.first', 'adminResults.second', 'adminResults.third'];
  return (
    <div className="ad-drawn" data-testid="preview-numbers" aria-label={t('adminResults.confirmNumbers')}>
      <p className="ad-drawn__draw">
        <strong>{result.poolName}</strong>{' '}
        <span data-testid="preview-draw-date">
          {iso ? `${weekdayName(iso, i18n.language)} ` : ''}
          {displayCompactDate(result.drawDate)}
        </span>
      </p>
      <dl className="ad-drawn__top">
        {top.map((key, index) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{result.topPrize[index]}</dd>
          </div>
        ))}
      </dl>
      {groups.map(([label, numbers]) => (
        <div key={label} className="ad-drawn__group">
          <span className="field__label">{label}</span>
          <span className="ad-drawn__list">{numbers.join(' ')}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * What settling the entered result will do, before anything is stored; then confirm or go back.
 * It repeats the numbers being confirmed first (issue 36.1), so a wrong pool, day or number is
 * seen before the draw is settled.
 */
export function PreviewPanel({ preview, busy, onConfirm, onBack }: Props) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('adminResults.lines'), String(preview.lines)],
    [t('adminResults.winningLines'), String(preview.winningLines)],
    [t('adminResults.winTotal'), points(preview.winTotal)],
    [t('adminResults.commissionTotal'), points(preview.commissionTotal)],
  ];
  return (
    <section
      className="card ad-preview"
      data-testid="result-preview"
      aria-label={t('adminResults.previewTitle')}
    >
      <h2 className="ad-card-title">{t('adminResults.previewTitle')}</h2>
      <DrawnNumbers result={preview.result} />
      <p className="ad-change">{t(`adminResults.change.${preview.change}`, { version: preview.version })}</p>
      <dl className="ad-totals">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {preview.current && preview.difference ? (
        <p className="ad-difference" data-testid="preview-difference">
          {t('adminResults.difference', {
            version: preview.current.version,
            win: signed(preview.difference.winTotal),
            commission: signed(preview.difference.commissionTotal),
          })}
        </p>
      ) : null}
      {preview.flaggedClaims.length > 0 ? (
        <div className="ad-flagged" role="alert" data-testid="preview-flagged-claims">
          <p className="ad-flagged__title">
            {t('adminResults.flaggedClaims', { count: preview.flaggedClaims.length })}
          </p>
          <ul>
            {preview.flaggedClaims.map((claim) => (
              <li key={claim.ticketId}>
                {t('adminResults.flaggedClaim', {
                  ticket: claim.ticketId,
                  name: claim.claimedBy,
                  amount: points(claim.amount),
                  win: points(claim.winNow),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {preview.winners.length > 0 ? (
        <table className="ad-table">
          <caption>{t('adminResults.topWinners')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminResults.user')}</th>
              <th scope="col" className="ad-num">
                {t('adminResults.win')}
              </th>
              <th scope="col" className="ad-num">
                {t('adminResults.commission')}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.winners.map((winner) => (
              <tr key={winner.username} data-testid="preview-winner">
                <td>{winner.username}</td>
                <td className="ad-num">
                  {points(winner.win)}
                  {winner.currentWin !== null ? (
                    <small> ({signed(winner.win - winner.currentWin)})</small>
                  ) : null}
                </td>
                <td className="ad-num">{points(winner.commission)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="ad-muted">{t('adminResults.noWinners')}</p>
      )}
      <div className="ad-actions">
        <Button onClick={onBack}>{t('adminResults.back')}</Button>
        <Button color="primary" loading={busy} onClick={onConfirm} disabled={preview.change === 'unchanged'}>
          {t('adminResults.confirm')}
        </Button>
      </div>
    </section>
  );
}
