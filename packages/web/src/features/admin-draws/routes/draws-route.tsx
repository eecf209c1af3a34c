import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { QueryState } from '@/components/ui/query-state';
import { RequireRole } from '@/components/layout/require-role';
import { useSchedules } from '../api/get-schedules';
import { adminErrorText } from '@/lib/admin-error';
import { ScheduleCard } from '../components/schedule-card';
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

/** /admin/draws (issue #8, house only): pool schedules, special and closed dates, closing today's draw. */
export function DrawsRoute() {
  return (
    <RequireRole roles={['admin']} titleKey="admin.sections.draws">
      <Page titleKey="admin.sections.draws">
        <Schedules />
      </Page>
    </RequireRole>
  );
}
