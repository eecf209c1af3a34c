import { isPoolCode, poolByCode } from '@lotto/domain/pools';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PoolBadge } from '@/components/ui/pool-badge';
import type { ResultItem } from '../api/get-latest-result';
import { UnofficialMark } from './result-card';

const BLANK = '----';
const TOP_TIERS = ['1st', '2nd', '3rd'] as const;

function Numbers({ label, numbers, testId }: { label: string; numbers: string[]; testId: string }) {
  return (
    <div className="rs-mini__row">
      <span className="rs-mini__label">{label}</span>
      <ul className="rs-mini__grid" aria-label={label}>
        {(numbers.length > 0 ? numbers : [BLANK]).map((number, index) => (
          <li key={index} data-testid={testId}>
            {number || BLANK}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One pool's result in a few lines (issue 17 item 9), for the all-pools view: the three top prizes,
 * then special and consolation numbers in small grids, 5D/6D when the pool has them. The pool's
 * name is a button that opens the full card.
 */
export function ResultCompactCard({ result, onOpen }: { result: ResultItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const pool = isPoolCode(result.brand) ? poolByCode(result.brand) : null;
  const fiveD = result.fiveD && result.fiveD.length > 0 ? result.fiveD : null;
  return (
    <article
      className="card rs-mini"
      aria-labelledby={titleId}
      data-testid="result-compact"
      data-pool={result.brand}
    >
      <h2 id={titleId} className="rs-mini__title">
        <button type="button" className="rs-mini__open" onClick={onOpen}>
          {/* the name follows in text: the badge's own label would say it twice */}
          {pool && (
            <span aria-hidden="true">
              <PoolBadge pool={pool} size="small" />
            </span>
          )}
          <span>{pool?.name ?? result.brand}</span>
        </button>
      </h2>
      {result.unofficial ? <UnofficialMark /> : null}
      <ol className="rs-mini__top" aria-label={t('results.card.topPrizes')}>
        {TOP_TIERS.map((tier, index) => (
          <li key={tier}>
            <span className="rs-mini__label">{t(`prizes.${tier}`)}</span>
            <span className="rs-mini__number" data-testid="top-prize">
              {result.topPrize[index] || BLANK}
            </span>
          </li>
        ))}
      </ol>
      <Numbers label={t('results.card.special')} numbers={result.specialPrize} testId="special-number" />
      <Numbers
        label={t('results.card.consolation')}
        numbers={result.consolationPrize}
        testId="consolation-number"
      />
      {fiveD && <Numbers label="5D" numbers={fiveD.slice(0, 3)} testId="five-d-number" />}
      {result.sixD && <Numbers label="6D" numbers={[result.sixD]} testId="six-d-number" />}
    </article>
  );
}
