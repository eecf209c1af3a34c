import { isPoolCode, poolByCode } from '@lotto/domain/pools';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PoolBadge } from '@/components/ui/pool-badge';
import { displayCompactDate, weekdayName } from '@/lib/dates/display-dates';
import type { ResultItem } from '../api/get-latest-result';
import { fromCompactDate } from '@lotto/contract/wire-dates';

const TOP_TIERS = ['1st', '2nd', '3rd'] as const;
/** A prize position the draw left empty (or the wire did not send). */
const BLANK = '----';

/** Toto 5D 4th/5th/6th: the last 4, 3, 2 digits of the 1st prize (game-rules §3). */
function fiveDLowerTiers(first: string) {
  return (['4th', '5th', '6th'] as const).map((tier, index) => ({ tier, number: first.slice(index + 1) }));
}

/**
 * 6D 2nd..5th: the first or the last 5, 4, 3, 2 digits of the 1st prize (game-rules §3), shown with
 * dashes for the digits that do not count ("12345-" or "-23456").
 */
function sixDLowerTiers(first: string) {
  return (['2nd', '3rd', '4th', '5th'] as const).map((tier, index) => {
    const length = 5 - index;
    return {
      tier,
      head: first.slice(0, length).padEnd(first.length, '-'),
      tail: first.slice(-length).padStart(first.length, '-'),
    };
  });
}

function NumberGrid({ title, numbers, testId }: { title: string; numbers: string[]; testId: string }) {
  const id = useId();
  return (
    <section className="rs-section" aria-labelledby={id}>
      <h3 id={id} className="rs-section__title">
        {title}
      </h3>
      <ul className="rs-grid">
        {(numbers.length > 0 ? numbers : [BLANK]).map((number, index) => (
          <li key={index} className="rs-grid__number" data-testid={testId}>
            {number || BLANK}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A result fetched from one source and not yet agreed by a second or confirmed by the house
 * (issue 43): shown, but marked, since nothing is settled on it and it may still change.
 */
export function UnofficialMark() {
  const { t } = useTranslation();
  return (
    <p className="rs-unofficial" data-testid="result-unofficial" title={t('results.unofficialText')}>
      {t('results.unofficial')}
    </p>
  );
}

/** One pool's result laid out like an official results card (spec §2, game-rules §2). */
export function ResultCard({ result }: { result: ResultItem }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const pool = isPoolCode(result.brand) ? poolByCode(result.brand) : null;
  const date = fromCompactDate(result.drawDate);
  const fiveD = result.fiveD && result.fiveD.length > 0 ? result.fiveD : null;
  const sixD = result.sixD || null;

  return (
    <article
      className="card rs-card"
      aria-labelledby={titleId}
      data-testid="result-card"
      data-pool={result.brand}
    >
      <header className="rs-card__head">
        {pool && <PoolBadge pool={pool} />}
        <div className="rs-card__heading">
          <h2 id={titleId} className="rs-card__title">
            {pool?.name ?? result.brand}
          </h2>
          <p className="rs-card__date" data-testid="result-draw-date">
            {t('results.drawDate')}: {displayCompactDate(result.drawDate)}
            {date && ` (${weekdayName(date, i18n.language)})`}
          </p>
          {result.unofficial ? <UnofficialMark /> : null}
        </div>
      </header>

      <ol className="rs-top" aria-label={t('results.card.topPrizes')}>
        {TOP_TIERS.map((tier, index) => (
          <li key={tier} className={`rs-top__item rs-top__item--${tier}`}>
            <span className="rs-top__label">{t(`prizes.${tier}`)}</span>
            <span className="rs-top__number" data-testid="top-prize">
              {result.topPrize[index] || BLANK}
            </span>
          </li>
        ))}
      </ol>

      <NumberGrid title={t('results.card.special')} numbers={result.specialPrize} testId="special-number" />
      <NumberGrid
        title={t('results.card.consolation')}
        numbers={result.consolationPrize}
        testId="consolation-number"
      />

      {fiveD && (
        <section className="rs-section" aria-label="5D">
          <h3 className="rs-section__title rs-section__title--game">5D</h3>
          <ol className="rs-tiers">
            {TOP_TIERS.map((tier, index) => (
              <li key={tier} className="rs-tiers__item">
                <span className="rs-tiers__label">{t(`prizes.${tier}`)}</span>
                <span className="rs-tiers__number" data-testid="five-d-number">
                  {fiveD[index] || BLANK}
                </span>
              </li>
            ))}
            {fiveD[0] &&
              fiveDLowerTiers(fiveD[0]).map(({ tier, number }) => (
                <li key={tier} className="rs-tiers__item rs-tiers__item--minor">
                  <span className="rs-tiers__label">{t(`prizes.${tier}`)}</span>
                  <span className="rs-tiers__number">{number}</span>
                </li>
              ))}
          </ol>
        </section>
      )}

      {sixD && (
        <section className="rs-section" aria-label="6D">
          <h3 className="rs-section__title rs-section__title--game">6D</h3>
          <div className="rs-six">
            <span className="rs-tiers__label">{t('prizes.1st')}</span>
            <span className="rs-six__number" data-testid="six-d-number">
              {sixD}
            </span>
          </div>
          <ol className="rs-six__tiers">
            {sixDLowerTiers(sixD).map(({ tier, head, tail }) => (
              <li key={tier} className="rs-six__tier">
                <span className="rs-tiers__label">{t(`prizes.${tier}`)}</span>
                <span className="rs-six__pair">
                  <span className="rs-tiers__number">{head}</span>
                  <span className="rs-six__or">{t('results.card.or')}</span>
                  <span className="rs-tiers__number">{tail}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
