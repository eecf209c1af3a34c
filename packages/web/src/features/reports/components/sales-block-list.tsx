import { useTranslation } from 'react-i18next';
import { isTotalLine, type SalesBlock } from '../utils/report-text';

/** Daily sales: one entry per member, its name and its sales lines, or "No Record" for none. */
export function SalesBlockList({ blocks }: { blocks: SalesBlock[] }) {
  const { t } = useTranslation();
  return (
    <ul className="rp-list" aria-label={t('reports.dailySales.list')}>
      {blocks.map((block, index) => (
        // the server lists each member once, in a fixed order; the index keeps keys unique anyway
        <li key={`${index}-${block.name}`} className="rp-item" data-testid="sales-block">
          <div className="rp-item__head">
            <span className="rp-item__name" data-testid="sales-name">
              {block.name}
            </span>
          </div>
          {block.lines.length === 0 ? (
            <p className="rp-item__empty">{t('reports.noRecord')}</p>
          ) : (
            <dl className="rp-lines">
              {block.lines.map((line, lineIndex) => (
                <div
                  key={lineIndex}
                  className={`rp-line${isTotalLine(line) ? ' rp-line--total' : ''}`}
                  data-testid="sales-line"
                >
                  <dt>{isTotalLine(line) ? t('reports.dailySales.total') : line.label}</dt>
                  <dd className="rp-num">{line.amount}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
