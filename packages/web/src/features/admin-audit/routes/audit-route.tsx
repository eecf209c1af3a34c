import { toCompactDate } from '@lotto/contract/wire-dates';
import { Button, Popup } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { RequireRole } from '@/components/layout/require-role';
import { adminErrorText } from '@/lib/admin-error';
import { isIsoDate } from '@/lib/dates/date-range';
import { useAuditLog, type AuditEntry, type AuditFilter } from '../api/get-audit-log';
import '../admin-audit.css';

const TEXT_FIELDS = ['actor', 'action', 'target', 'text'] as const;
const DATE_FIELDS = ['from', 'to'] as const;

/** The filter lives in the URL (?actor=&action=&target=&text=&from=&to=&page=; dates 'YYYY-MM-DD'). */
function useAuditFilter() {
  const [params, setParams] = useSearchParams();
  const value = (key: string) => params.get(key) ?? '';
  const wire = (iso: string) => (isIsoDate(iso) ? toCompactDate(iso) : '');
  const filter: AuditFilter = {
    actor: value('actor'),
    action: value('action'),
    target: value('target'),
    text: value('text'),
    from: wire(value('from')),
    to: wire(value('to')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = (next: Record<string, string>) => {
    const kept = Object.entries(next).filter(([, text]) => text.trim() !== '' && text !== '1');
    setParams(Object.fromEntries(kept), { replace: true });
  };
  return { params, filter, update };
}

function Filters({
  params,
  onApply,
}: {
  params: URLSearchParams;
  onApply: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply(
      Object.fromEntries([...TEXT_FIELDS, ...DATE_FIELDS].map((key) => [key, String(form.get(key) ?? '')])),
    );
  };
  return (
    <form className="card au-filters" onSubmit={submit} aria-label={t('adminAudit.filters')}>
      {TEXT_FIELDS.map((key) => (
        <label key={key} htmlFor={`${id}-${key}`} className="au-field">
          <span className="field__label">{t(`adminAudit.${key}`)}</span>
          <input
            id={`${id}-${key}`}
            name={key}
            className="au-input"
            defaultValue={params.get(key) ?? ''}
            placeholder={t(`adminAudit.${key}Hint`)}
            autoComplete="off"
          />
        </label>
      ))}
      {DATE_FIELDS.map((key) => (
        <label key={key} htmlFor={`${id}-${key}`} className="au-field">
          <span className="field__label">{t(`adminAudit.${key}`)}</span>
          <input
            id={`${id}-${key}`}
            name={key}
            type="date"
            className="au-input"
            defaultValue={params.get(key) ?? ''}
          />
        </label>
      ))}
      <Button type="submit" color="primary" size="small" className="au-search">
        {t('adminAudit.search')}
      </Button>
    </form>
  );
}

function Json({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return <p className="au-none">{t('adminAudit.none')}</p>;
  return <pre className="au-json">{JSON.stringify(value, null, 2)}</pre>;
}

function EntryDetail({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={entry !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="au-detail"
      showCloseButton
    >
      {entry ? (
        <div data-testid="audit-detail">
          <h2 className="au-detail__title">{entry.action}</h2>
          <p className="au-meta">
            {entry.at} · {entry.actor}
            {entry.target ? ` → ${entry.target}` : ''}
          </p>
          <h3 className="au-detail__label">{t('adminAudit.before')}</h3>
          <Json value={entry.before} />
          <h3 className="au-detail__label">{t('adminAudit.after')}</h3>
          <Json value={entry.after} />
        </div>
      ) : null}
    </Popup>
  );
}

function AuditLog() {
  const { t } = useTranslation();
  const { params, filter, update } = useAuditFilter();
  const query = useAuditLog(filter);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const current = Object.fromEntries(params.entries());
  const goTo = (page: number) => update({ ...current, page: String(page) });
  return (
    <>
      <Filters key={params.toString()} params={params} onApply={update} />
      <QueryState
        query={query}
        skeleton={{ lines: 6 }}
        errorText={(error) => adminErrorText(t, error)}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState className="au-empty" data-testid="audit-empty">
            {t('adminAudit.noRecord')}
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="card au-list">
            {data.items.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className="au-entry"
                  data-testid="audit-entry"
                  onClick={() => setOpen(entry)}
                >
                  <span className="au-entry__action">{entry.action}</span>
                  <span className="au-entry__meta">
                    {entry.at} · {entry.actor}
                    {entry.target ? ` → ${entry.target}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {query.data && (filter.page > 1 || query.data.hasMore) ? (
        <nav className="au-pages" aria-label={t('adminAudit.pages')}>
          <Button size="small" disabled={filter.page <= 1} onClick={() => goTo(filter.page - 1)}>
            {t('adminAudit.newer')}
          </Button>
          <span>{t('adminAudit.page', { page: filter.page })}</span>
          <Button size="small" disabled={!query.data.hasMore} onClick={() => goTo(filter.page + 1)}>
            {t('adminAudit.older')}
          </Button>
        </nav>
      ) : null}
      <EntryDetail entry={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** /admin/audit (issue #8, house only): every operator action, searchable; tap one for before/after. */
export function AuditRoute() {
  return (
    <RequireRole roles={['admin']} titleKey="admin.sections.audit">
      <Page titleKey="admin.sections.audit">
        <AuditLog />
      </Page>
    </RequireRole>
  );
}
