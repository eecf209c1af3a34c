import { fromCompactDate } from '@lotto/contract/wire-dates';
import { useTranslation } from 'react-i18next';
import { shortDate } from '@/lib/dates/display-dates';
import { useDrawTimes, useServerClock } from '@/lib/orders/get-draw-times';
import type { CartDate } from '../lib/cart';
import { chipCutOff } from '../lib/chip-cut-off';

/**
 * The chosen draw dates at the head of the summary: each with its weekday, when its pools close
 * and, within a day, the time left (issue 38 item 4).
 */
export function SummaryDates({ dates }: { dates: readonly CartDate[] }) {
  const { t, i18n } = useTranslation();
  const times = useDrawTimes();
  const now = useServerClock(times.data);
  return (
    <ul className="summary-dates">
      {dates.map((date) => {
        const iso = fromCompactDate(date.value);
        const cutOff = times.data ? chipCutOff(times.data.draws, { fullDate: date.value }, now, t) : null;
        return (
          <li
            key={date.value}
            className={`pill${cutOff?.soon ? ' summary-date--soon' : ''}`}
            data-testid="summary-date"
            title={cutOff?.full}
          >
            {iso ? shortDate(iso, i18n.language) : date.date}
            {cutOff && (
              <span className="summary-date__cutoff">
                {' · '}
                {cutOff.times}
                {cutOff.left && <span className="summary-date__left"> · {cutOff.left}</span>}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
