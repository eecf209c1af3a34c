import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { addDays } from '@lotto/domain/calendar-dates';

const toIso = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
const toCompact = (iso: string) => iso.replaceAll('-', '');

/** The Monday a week away from `week` (YYYYMMDD), as YYYYMMDD. */
export function shiftWeek(week: string, weeks: number): string {
  return toCompact(addDays(toIso(week), weeks * 7));
}

const ZONE_KEYS: Record<string, string> = {
  'Asia/Kuala_Lumpur': 'weekly.zoneMalaysia',
  'Asia/Singapore': 'weekly.zoneSingapore',
};

const dm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** "Mon 10/11 00:00 – Sun 16/11 24:00, Malaysia time" in the reader's language (share text too). */
export function weekBounds(
  t: (key: string, options?: Record<string, unknown>) => string,
  week: string,
  zoneId: string,
) {
  const monday = toIso(week);
  const label = t('weekly.weekLabel', { from: dm(monday), to: dm(addDays(monday, 6)) });
  const key = ZONE_KEYS[zoneId];
  return { label, zone: key ? t(key) : zoneId };
}

interface Props {
  label: string;
  zone: string;
  onMove: (weeks: number) => void;
}

/** "◀ Mon 10/11 00:00 – Sun 16/11 24:00, Malaysia time ▶" */
export function WeekBar({ label, zone, onMove }: Props) {
  const { t } = useTranslation();
  return (
    <div className="weekly-bar">
      <button
        type="button"
        className="weekly-bar__move"
        aria-label={t('weekly.previousWeek')}
        onClick={() => onMove(-1)}
      >
        <LeftOutline />
      </button>
      <div className="weekly-bar__label" data-testid="week-label">
        {label}
        <span className="weekly-bar__zone">{zone}</span>
      </div>
      <button
        type="button"
        className="weekly-bar__move"
        aria-label={t('weekly.nextWeek')}
        onClick={() => onMove(1)}
      >
        <RightOutline />
      </button>
    </div>
  );
}
