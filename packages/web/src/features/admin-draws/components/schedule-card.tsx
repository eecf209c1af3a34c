import { Button, Input, Selector, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddDrawDate, type DrawDateInput } from '../api/add-draw-date';
import type { PoolScheduleView } from '../api/get-schedules';
import { useRemoveDrawDate } from '../api/remove-draw-date';
import { useSetSchedule } from '../api/set-schedule';
import { adminErrorText } from '@/lib/admin-error';
import { DrawDateForm } from './draw-date-form';
import { displayCompactDate, weekdayNames } from '@/lib/dates/display-dates';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { toast } from '@/components/ui/toast/toast-store';

/** One pool's calendar: weekly draw days and cut-off, special and closed dates, today's draw. */
export function ScheduleCard({ schedule }: { schedule: PoolScheduleView }) {
  const { t, i18n } = useTranslation();
  const [weekdays, setWeekdays] = useState<number[]>(schedule.weekdays);
  const [cutoff, setCutoff] = useState(schedule.cutoff);
  const save = useSetSchedule();
  const add = useAddDrawDate();
  const remove = useRemoveDrawDate();
  const days = weekdayNames(i18n.language);
  const changed = weekdays.join(',') !== schedule.weekdays.join(',') || cutoff !== schedule.cutoff;

  const report = (error: unknown) => toast.error(adminErrorText(t, error));
  const done = (key: string) => () => toast.success(t(key));
  const change = (call: typeof add | typeof remove, input: DrawDateInput, doneKey: string) =>
    call.mutate(input, { onSuccess: done(doneKey), onError: report });

  const closeNow = async () => {
    const confirmed = await showAlert({
      type: 'confirm',
      title: t('adminDraws.closeNowTitle', { pool: schedule.name }),
      message: t('adminDraws.closeNowText', { date: displayCompactDate(schedule.today.date) }),
      confirmText: t('adminDraws.closeNow'),
      cancelText: t('adminDraws.cancel'),
    });
    if (confirmed)
      change(add, { pool: schedule.pool, date: schedule.today.date, kind: 'closed' }, 'adminDraws.closed');
  };

  const dateList = (kind: DrawDateInput['kind'], dates: string[]) =>
    dates.length === 0 ? null : (
      <ul
        className="ad-dates"
        aria-label={t(kind === 'closed' ? 'adminDraws.closedDates' : 'adminDraws.specialDates')}
      >
        {dates.map((date) => (
          <li key={date} className="ad-date" data-testid={`${kind}-date`}>
            <Tag color={kind === 'closed' ? 'danger' : 'primary'} fill="outline">
              {t(kind === 'closed' ? 'adminDraws.kindClosed' : 'adminDraws.kindSpecial')}
            </Tag>
            <span className="ad-date__text">{displayCompactDate(date)}</span>
            <Button
              size="mini"
              fill="none"
              color="primary"
              onClick={() =>
                change(
                  remove,
                  { pool: schedule.pool, date, kind },
                  kind === 'closed' ? 'adminDraws.reopened' : 'adminDraws.removed',
                )
              }
            >
              {t(kind === 'closed' ? 'adminDraws.reopen' : 'adminDraws.remove')}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="card ad-pool" data-testid={`schedule-${schedule.pool}`} aria-label={schedule.name}>
      <header className="ad-pool__head">
        <h2 className="ad-pool__name">{schedule.name}</h2>
        {schedule.today.closedEarly ? (
          <Tag color="danger">{t('adminDraws.closedToday')}</Tag>
        ) : schedule.today.open ? (
          <Button size="small" color="danger" fill="outline" onClick={() => void closeNow()}>
            {t('adminDraws.closeNow')}
          </Button>
        ) : null}
      </header>
      <div className="field__label">{t('adminDraws.weekdays')}</div>
      <Selector
        multiple
        columns={7}
        className="ad-weekdays"
        value={weekdays}
        onChange={(value) => setWeekdays([...value].sort((a, b) => a - b))}
        options={days.map((label, day) => ({ label, value: day }))}
      />
      <div className="ad-row">
        <label className="ad-cutoff">
          <span className="field__label">{t('adminDraws.cutoff')}</span>
          <Input type="time" value={cutoff} onChange={setCutoff} />
        </label>
        <Button
          color="primary"
          size="small"
          disabled={!changed}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { pool: schedule.pool, weekdays, cutoff },
              { onSuccess: done('adminDraws.saved'), onError: report },
            )
          }
        >
          {t('adminDraws.save')}
        </Button>
      </div>
      {dateList('special', schedule.specialDates)}
      {dateList('closed', schedule.closedDates)}
      <DrawDateForm
        onAdd={(date, kind) =>
          change(
            add,
            { pool: schedule.pool, date, kind },
            kind === 'closed' ? 'adminDraws.closed' : 'adminDraws.added',
          )
        }
      />
    </section>
  );
}
