import { POOLS, type Pool } from '@lotto/domain/pools';
import { useTranslation } from 'react-i18next';
import type { BetDateOption } from '@/lib/orders/get-bet-dates';
import { useDrawTimes, useServerClock } from '@/lib/orders/get-draw-times';
import { weekdayNames } from '@/lib/dates/display-dates';
import { chipCutOff } from '../lib/chip-cut-off';

interface Props {
  options: BetDateOption[] | undefined;
  loading: boolean;
  selected: readonly string[];
  /** the pools the app type offers: a date on which all of them draw reads "All pools" */
  offered: readonly Pool[];
  onToggle: (option: BetDateOption) => void;
}

/** The pools drawing that day, short: "All pools", one or two names, or their letters. */
function poolsLine(option: BetDateOption, offered: readonly Pool[], allLabel: string) {
  if (!option.pools) return null;
  const drawing = POOLS.filter((pool) => option.pools!.includes(pool.code));
  const full = drawing.map((pool) => pool.name).join(', ');
  if (offered.every((pool) => option.pools!.includes(pool.code))) return { short: allLabel, full };
  const short =
    drawing.length <= 2
      ? drawing.map((pool) => pool.name.replace(/ (4D|1\+3D)$/, '')).join(', ')
      : drawing.map((pool) => pool.letter).join(' ');
  return { short, full };
}

/** Today and the 7 days after it: what GetBetDates usually offers (docs/api.md). */
const USUAL_DATES = 8;

/**
 * While the dates load, empty chips as tall as the real ones: the sections below do not jump down
 * when the dates arrive (a layout shift of 0.085 on /betting, Lighthouse's mobile run).
 */
function DatePlaceholders({ label }: { label: string }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className="bet-chips" aria-hidden="true" data-testid="bet-date-placeholders">
        {Array.from({ length: USUAL_DATES }, (_, index) => (
          <span key={index} className="bet-date bet-date--placeholder">
            <span className="bet-date__weekday">&nbsp;</span>
            <span className="bet-date__day">&nbsp;</span>
            <span className="bet-date__pools">&nbsp;</span>
          </span>
        ))}
      </div>
    </>
  );
}

/**
 * Multi-select of the open draw dates (GetBetDates), each with its weekday, the pools that draw and
 * when they close (GetDrawTimes, issue 38 item 4): the time left on a day closing within a day,
 * highlighted within 10 minutes.
 */
export function BetDatePicker({ options, loading, selected, offered, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  const drawTimes = useDrawTimes();
  const now = useServerClock(drawTimes.data);
  return (
    <section className="card bet-section" aria-labelledby="bet-dates-title">
      <h2 id="bet-dates-title" className="bet-section__title">
        {t('betting.drawDates')}
      </h2>
      {options && options.length === 0 && <p className="empty-text">{t('betting.noBetDates')}</p>}
      {!options && loading && <DatePlaceholders label={`${t('common.loading')}…`} />}
      {options && options.length > 0 && (
        <div className="bet-chips" data-testid="bet-dates">
          {options.map((option) => {
            const active = selected.includes(option.fullDate);
            const pools = poolsLine(option, offered, t('betting.allPools'));
            const cutOff = drawTimes.data ? chipCutOff(drawTimes.data.draws, option, now, t) : null;
            const description = [
              pools ? t('betting.drawingPools', { pools: pools.full }) : '',
              cutOff?.full ?? '',
            ].filter(Boolean);
            return (
              <button
                key={option.fullDate}
                type="button"
                className={`bet-date${active ? ' bet-date--active' : ''}${cutOff?.soon ? ' bet-date--soon' : ''}`}
                aria-pressed={active}
                aria-description={description.length > 0 ? description.join('. ') : undefined}
                data-value={option.fullDate}
                data-weekday={option.id}
                data-pools={option.pools?.join(' ')}
                onClick={() => onToggle(option)}
              >
                <span className="bet-date__weekday">{weekdayNames(i18n.language)[option.id] ?? ''}</span>
                <span className="bet-date__day">{option.date.slice(0, 5)}</span>
                {pools && (
                  <span className="bet-date__pools" data-testid="bet-date-pools">
                    {pools.short}
                  </span>
                )}
                {cutOff && (
                  <span className="bet-date__cutoff" data-testid="bet-date-cutoff">
                    <span>{cutOff.times}</span>
                    {cutOff.left && <span className="bet-date__left">{cutOff.left}</span>}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
      {options && options.length > 0 && selected.length === 0 && (
        <p className="bet-hint">{t('betting.selectDate')}</p>
      )}
    </section>
  );
}
