import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { RequireRole } from '@/components/layout/require-role';
import { useSchedules } from '../api/get-schedules';
import { adminErrorText } from '@/lib/admin-error';
import { ScheduleCard } from '../components/schedule-card';
import '../admin-draws.css';

function Schedules() {
  const { t } = useTranslation();
  const query = useSchedules();
  if (query.isPending) {
    return (
      <div className="card" aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="card">
        <ErrorBlock status="default" title={adminErrorText(t, query.error)} description="" />
      </div>
    );
  }
  return (
    <>
      <p className="admin-intro">{t('adminDraws.intro')}</p>
      {query.data.map((schedule) => (
        // keyed by the saved values so the form starts again from them after a save
        <ScheduleCard
          key={`${schedule.pool}|${schedule.weekdays.join()}|${schedule.cutoff}`}
          schedule={schedule}
        />
      ))}
    </>
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
