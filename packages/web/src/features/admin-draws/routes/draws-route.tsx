import { addDays } from '@lotto/domain/calendar-dates';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { QueryState } from '@/components/ui/query-state';
import { RequireRole } from '@/components/layout/require-role';
import { useSchedules } from '../api/get-schedules';
import { adminErrorText } from '@/lib/admin-error';
import { ScheduleCard } from '../components/schedule-card';
import { SettlementList } from '../components/settlement-list';
import { SyncCard } from '../components/sync-card';
import { WeeklyResetWait } from '../components/weekly-reset-wait';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { todayIn } from '@/lib/dates/draw-dates';
import { toCompactDate } from '@lotto/contract/wire-dates';
import '../admin-draws.css';

function Schedules() {
  const { t } = useTranslation();
  const query = useSchedules();
  return (
    <QueryState query={query} skeleton={{ lines: 6 }} errorText={(error) => adminErrorText(t, error)}>
      {(schedules) => (
        <>
          <p className="admin-intro">{t('adminDraws.intro')}</p>
          {schedules.map((schedule) => (
            // keyed by the saved values so the form starts again from them after a save
            <ScheduleCard
              key={`${schedule.pool}|${schedule.weekdays.join()}|${schedule.cutoff}`}
              schedule={schedule}
            />
          ))}
        </>
      )}
    </QueryState>
  );
}

/**
 * /admin/draws (issue #8, house only): pool schedules, special and closed dates, closing today's
 * draw, and the draws still settling.
 */
export function DrawsRoute() {
  const { timeZone } = useAppConfig();
  const today = todayIn(timeZone);
  return (
    <RequireRole roles={['admin']} titleKey="admin.sections.draws">
      <Page titleKey="admin.sections.draws">
        {/* Draws whose settlement is under way or stopped (the server's job finishes it): "settling n of m". */}
        {/* Sources that disagree, and draws whose results never came (issue 43). */}
        {/* A missing result holding the Monday reset back (weekly cycle, issue 41). */}
        <WeeklyResetWait />
        <SyncCard attentionOnly date={toCompactDate(today)} />
        <SyncCard attentionOnly date={toCompactDate(addDays(today, -1))} />
        <SettlementList settlingOnly from={toCompactDate(addDays(today, -6))} to={toCompactDate(today)} />
        <Schedules />
      </Page>
    </RequireRole>
  );
}
