import { addDays } from '@lotto/domain/calendar-dates';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { RequireRole } from '@/components/layout/require-role';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { isIsoDate } from '@/lib/dates/date-range';
import { todayIn, toWireDate } from '@/lib/dates/draw-dates';
import { useEnterResult } from '../api/enter-result';
import { useSchedules } from '../api/get-schedules';
import { usePreviewResult, type ResultInput, type ResultPreview } from '../api/preview-result';
import { adminErrorText } from '@/lib/admin-error';
import { ImportCard } from '../components/import-card';
import { PreviewPanel } from '../components/preview-panel';
import { ResultForm } from '../components/result-form';
import { SettlementList } from '../components/settlement-list';
import '../admin-draws.css';
import { toast } from '@/components/ui/toast/toast-store';

function ResultEntry({ today }: { today: string }) {
  const { t } = useTranslation();
  const id = useId();
  const pools = useSchedules().data ?? [];
  const [pool, setPool] = useState('mg');
  const [date, setDate] = useState(today);
  const [pending, setPending] = useState<{ input: ResultInput; preview: ResultPreview } | null>(null);
  const preview = usePreviewResult();
  const enter = useEnterResult();
  const report = (error: unknown) => toast.error(adminErrorText(t, error));

  return (
    <>
      <section className="card" aria-label={t('adminResults.enterTitle')}>
        <h2 className="ad-card-title">{t('adminResults.enterTitle')}</h2>
        <div className="ad-row">
          <label htmlFor={`${id}-pool`} className="visually-hidden">
            {t('adminResults.pool')}
          </label>
          <select
            id={`${id}-pool`}
            className="ad-input"
            value={pool}
            disabled={pending !== null}
            onChange={(event) => setPool(event.target.value)}
          >
            {pools.map((item) => (
              <option key={item.pool} value={item.pool}>
                {item.name}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-date`} className="visually-hidden">
            {t('adminResults.date')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="ad-input"
            value={date}
            max={today}
            disabled={pending !== null}
            onChange={(event) => {
              if (isIsoDate(event.target.value)) setDate(event.target.value);
            }}
          />
        </div>
        {/* Hidden, not unmounted, during the preview: Back returns to the numbers as typed. */}
        <div hidden={pending !== null}>
          <ResultForm
            key={pool}
            pool={pool}
            date={toWireDate(date)}
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
  const { timeZone } = useAppConfig();
  const today = todayIn(timeZone);
  return (
    <RequireRole roles={['admin']} titleKey="admin.sections.results">
      <Page titleKey="admin.sections.results">
        <ResultEntry today={today} />
        <ImportCard />
        <SettlementList from={toWireDate(addDays(today, -6))} to={toWireDate(today)} />
      </Page>
    </RequireRole>
  );
}
