import { BET_GROUP_CODES, type BetGroupCode } from '@lotto/domain/bet-types';
import { PATTERN_CODES, type PatternCode } from '@lotto/domain/patterns';
import { useTranslation } from 'react-i18next';

interface Props {
  group: BetGroupCode | null;
  pattern: PatternCode;
  onGroup: (code: BetGroupCode) => void;
  onPattern: (code: PatternCode) => void;
}

/** Bet mode (2D .. 6D, 3.4D) and pattern, with the chosen pattern's help. */
export function BetModeSection({ group, pattern, onGroup, onPattern }: Props) {
  const { t } = useTranslation();
  return (
    <section className="card bet-section" aria-labelledby="bet-mode-title">
      <h2 id="bet-mode-title" className="bet-section__title">
        {t('betting.betMode')}
      </h2>
      <div className="bet-segmented" role="group" aria-label={t('betting.betMode')}>
        {BET_GROUP_CODES.map((code) => (
          <button
            key={code}
            type="button"
            className={`bet-segmented__item${group === code ? ' bet-segmented__item--active' : ''}`}
            aria-pressed={group === code}
            onClick={() => onGroup(code)}
          >
            {code}
          </button>
        ))}
      </div>
      {!group && <p className="bet-hint">{t('betting.selectBetMode')}</p>}
      <h3 className="bet-section__subtitle">{t('betting.pattern')}</h3>
      <div className="bet-patterns" role="group" aria-label={t('betting.pattern')}>
        {PATTERN_CODES.map((code) => (
          <button
            key={code}
            type="button"
            className={`bet-pattern${pattern === code ? ' bet-pattern--active' : ''}`}
            aria-pressed={pattern === code}
            onClick={() => onPattern(code)}
          >
            {code}
          </button>
        ))}
      </div>
      <p className="bet-pattern-help">{t(`betting.patternHelp.${pattern}`)}</p>
    </section>
  );
}
