import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ResultPreview } from '../api/preview-result';

interface Props {
  preview: ResultPreview;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

const points = (value: number) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signed = (value: number) => (value > 0 ? `+${points(value)}` : points(value));

/** What settling the entered result will do, before anything is stored; then confirm or go back. */
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
