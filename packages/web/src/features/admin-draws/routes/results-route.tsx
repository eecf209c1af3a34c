import { addDays } from '@lotto/domain/calendar-dates';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { RequireRole } from '@/components/layout/require-role';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { DateField } from '@/components/ui/date-range-filter';
import { QueryState } from '@/components/ui/query-state';
import { todayIn } from '@/lib/dates/draw-dates';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { useEnterResult } from '../api/enter-result';
import { useSchedules, type PoolScheduleView } from '../api/get-schedules';
import { drawClosedLast, lastClosedOf } from '../lib/entry-draw';
import { usePreviewResult, type ResultInput, type ResultPreview } from '../api/preview-result';
import { adminErrorText } from '@/lib/admin-error';
import { ImportCard } from '../components/import-card';
import { PreviewPanel } from '../components/preview-panel';
import { ResultForm } from '../components/result-form';
import { SettlementList } from '../components/settlement-list';
import { SyncCard } from '../components/sync-card';
import { FlaggedClaimsCard } from '../components/flagged-claims-card';
import { WeeklyResetWait } from '../components/weekly-reset-wait';
import '../admin-draws.css';
import { toast } from '@/components/ui/toast/toast-store';

function ResultEntry({ today, schedules }: { today: string; schedules: PoolScheduleView[] }) {
  const { t } = useTranslation();
  const id = useId();
  // Opens on the draw that closed last in the draw time zone (the server's reading, never the
  // device's day, issue 36.1); the date follows the pool until the operator picks one. Read once,
  // when the screen opens: a refetch at the next cut-off does not move a date being typed for.
  const [opened] = useState(() => ({ schedules, draw: drawClosedLast(schedules) }));
  const [chosenPool, setPool] = useState<string | null>(null);
  const [chosenDate, setDate] = useState<string | null>(null);
  const pool = chosenPool ?? opened.draw?.pool ?? schedules[0]?.pool ?? 'mg';
  const date = chosenDate ?? lastClosedOf(opened.schedules, pool) ?? today;
  const [pending, setPending] = useState<{ input: ResultInput; preview: ResultPreview } | null>(null);
  const preview = usePreviewResult();
  const enter = useEnterResult();
  const report = (error: unknown) => toast.error(adminErrorText(t, error));

  return (
    <>
      {/* Hidden, not unmounted, during the preview: it repeats pool, date and numbers; Back returns to them as typed. */}
      <section className="card" aria-label={t('adminResults.enterTitle')} hidden={pending !== null}>
        <h2 className="ad-card-title">{t('adminResults.enterTitle')}</h2>
        <div>
          <div className="ad-draw">
            <div className="ad-draw__pool">
              <label htmlFor={`${id}-pool`} className="field__label">
                {t('adminResults.pool')}
              </label>
              <select
                id={`${id}-pool`}
                className="ad-input"
                value={pool}
                onChange={(event) => setPool(event.target.value)}
              >
                {schedules.map((item) => (
                  <option key={item.pool} value={item.pool}>
                    {item.name}
                  </option>
                ))}
              </select>
            </div>
            <DateField
              label={t('adminResults.date')}
              value={date}
              onChange={setDate}
              textTestId="result-entry-date"
            />
          </div>
          <ResultForm
            key={pool}
            pool={pool}
            date={toCompactDate(date)}
            busy={preview.isPending}
            onPreview={(input) =>
              preview.mutate(input, {
                onSuccess: (answer) => setPending({ input, preview: answer }),
                onError: report,
              })
            }
          />
        </div>
      </section>
      {pending ? (
        <PreviewPanel
          preview={pending.preview}
          busy={enter.isPending}
          onBack={() => setPending(null)}
          onConfirm={() =>
            enter.mutate(pending.input, {
              onSuccess: () => {
                setPending(null);
                toast.success(t('adminResults.settled'));
              },
              onError: report,
            })
          }
        />
      ) : null}
    </>
  );
}

/** /admin/results (issue #8, house only): enter or correct with a preview, import a file, settlement status. */
export function ResultsRoute() {
  const { t } = useTranslation();
  const { timeZone } = useAppConfig();
  const today = todayIn(timeZone);
  const schedules = useSchedules();
  return (
    <RequireRole roles={['admin']} titleKey="admin.sections.results">
      <Page titleKey="admin.sections.results">
        {/* Results fetched from the sources (issue 43): unofficial ones, alerts, the house's confirm. */}
        {/* A missing result holding the Monday reset back (weekly cycle, issue 41). */}
        <WeeklyResetWait />
        <SyncCard confirm date={toCompactDate(today)} />
        <SyncCard confirm date={toCompactDate(addDays(today, -1))} />
        <FlaggedClaimsCard today={today} />
        <QueryState query={schedules} skeleton={{ lines: 6 }} errorText={(error) => adminErrorText(t, error)}>
          {(data) => <ResultEntry today={today} schedules={data} />}
        </QueryState>
        <ImportCard />
        <SettlementList from={toCompactDate(addDays(today, -6))} to={toCompactDate(today)} />
      </Page>
    </RequireRole>
  );
}
