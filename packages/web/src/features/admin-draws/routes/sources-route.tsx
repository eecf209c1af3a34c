import { Button, Tag } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POOLS } from '@lotto/domain/pools';
import { RESULT_FORMATS } from '@lotto/contract/results';
import { SOURCE_KINDS } from '@lotto/contract/result-sources';
import { Page } from '@/components/layout/page';
import { RequireRole } from '@/components/layout/require-role';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast/toast-store';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { adminErrorText } from '@/lib/admin-error';
import {
  useDeleteResultSource,
  useResultSources,
  useSaveResultSource,
  type ResultSourceItem,
  type SaveResultSourceInput,
} from '../api/result-sync';
import '../admin-draws.css';

type Draft = Omit<SaveResultSourceInput, 'pools'> & { pools: string[] };

const EMPTY: Draft = {
  name: '',
  urlTemplate: 'https://',
  format: 'json',
  pools: [],
  kind: 'publisher',
  enabled: true,
};

function SourceForm({ initial, onDone }: { initial: Draft; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(initial);
  const save = useSaveResultSource();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const title = draft.id ? t('adminSources.editTitle', { name: initial.name }) : t('adminSources.addTitle');
  return (
    <section className="card" aria-label={title}>
      <h2 className="ad-card-title">{title}</h2>
      <form
        className="ad-import__form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draft as SaveResultSourceInput, {
            onSuccess: () => {
              toast.success(t('adminSources.saved'));
              onDone();
            },
            onError: (error) => toast.error(adminErrorText(t, error)),
          });
        }}
      >
        <label htmlFor={`${id}-name`} className="field__label">
          {t('adminSources.name')}
        </label>
        <input
          id={`${id}-name`}
          className="ad-input"
          value={draft.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <label htmlFor={`${id}-url`} className="field__label">
          {t('adminSources.url')}
        </label>
        <input
          id={`${id}-url`}
          className="ad-input"
          inputMode="url"
          value={draft.urlTemplate}
          onChange={(event) => set('urlTemplate', event.target.value)}
        />
        <small className="ad-muted">{t('adminSources.urlHelp')}</small>
        <label htmlFor={`${id}-format`} className="field__label">
          {t('adminResults.format')}
        </label>
        <select
          id={`${id}-format`}
          className="ad-input"
          value={draft.format}
          onChange={(event) => set('format', event.target.value as Draft['format'])}
        >
          {RESULT_FORMATS.map((format) => (
            <option key={format} value={format}>
              {format}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-kind`} className="field__label">
          {t('adminSources.kindLabel')}
        </label>
        <select
          id={`${id}-kind`}
          className="ad-input"
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value as Draft['kind'])}
        >
          {SOURCE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`adminSources.kind.${kind}`)}
            </option>
          ))}
        </select>
        <fieldset className="ad-sources__pools">
          <legend className="field__label">{t('adminSources.pools')}</legend>
          {POOLS.map((pool) => (
            <label key={pool.code} className="ad-check">
              <input
                type="checkbox"
                checked={draft.pools.includes(pool.code)}
                onChange={(event) =>
                  set(
                    'pools',
                    event.target.checked
                      ? [...draft.pools, pool.code]
                      : draft.pools.filter((code) => code !== pool.code),
                  )
                }
              />
              <span>{pool.name}</span>
            </label>
          ))}
        </fieldset>
        <label className="ad-check">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => set('enabled', event.target.checked)}
          />
          <span>{t('adminSources.enabled')}</span>
        </label>
        <div className="ad-row">
          <Button type="submit" color="primary" loading={save.isPending}>
            {t('adminDraws.save')}
          </Button>
          {draft.id ? <Button onClick={onDone}>{t('adminDraws.cancel')}</Button> : null}
        </div>
      </form>
    </section>
  );
}

function SourceStatus({ source, onEdit }: { source: ResultSourceItem; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteResultSource();
  async function onDelete() {
    const confirmed = await showAlert({
      type: 'confirm',
      title: t('adminSources.deleteTitle', { name: source.name }),
      message: t('adminSources.deleteText'),
      confirmText: t('adminSources.delete'),
      cancelText: t('adminDraws.cancel'),
    });
    if (!confirmed) return;
    remove.mutate(
      { id: source.id },
      {
        onSuccess: () => toast.success(t('adminSources.deleted')),
        onError: (error) => toast.error(adminErrorText(t, error)),
      },
    );
  }
  return (
    <li className="card ad-sync__draw" data-testid="source-row" data-name={source.name}>
      <div className="ad-pool__head">
        <strong>{source.name}</strong>
        <span>
          {source.failingDay ? (
            <Tag color="danger" fill="outline" data-testid="source-failing">
              {t('adminSources.failingDay')}
            </Tag>
          ) : null}{' '}
          <Tag color={source.enabled ? 'success' : 'default'} fill="outline">
            {source.enabled ? t('adminSources.on') : t('adminSources.off')}
          </Tag>
        </span>
      </div>
      <small>
        {t(`adminSources.kind.${source.kind}`)} · {source.format} · {source.pools.join(', ')}
      </small>
      <small className="ad-muted">{source.urlTemplate}</small>
      <small>
        {t('adminSources.lastFetch')}: {source.lastFetchAt ?? '-'} · {t('adminSources.lastSuccess')}:{' '}
        {source.lastSuccessAt ?? '-'}
      </small>
      {source.lastError ? (
        <small className="ad-source__error" data-testid="source-error">
          {t('adminSources.lastError')} ({source.lastErrorAt}): {source.lastError}
        </small>
      ) : null}
      <div className="ad-row">
        <Button size="small" onClick={onEdit}>
          {t('adminSources.edit')}
        </Button>
        <Button
          size="small"
          color="danger"
          fill="outline"
          loading={remove.isPending}
          onClick={() => void onDelete()}
          data-testid="source-delete"
        >
          {t('adminSources.delete')}
        </Button>
      </div>
    </li>
  );
}

/** /admin/result-sources (issue 43, house only): where results are fetched from, and how that goes. */
export function SourcesRoute() {
  const { t } = useTranslation();
  const sources = useResultSources();
  const [editing, setEditing] = useState<Draft | null>(null);
  // A new form after each save: keyed so it starts again from empty.
  const [round, setRound] = useState(0);
  const done = () => {
    setEditing(null);
    setRound((value) => value + 1);
  };
  return (
    <RequireRole roles={['admin']} titleKey="admin.sections.sources">
      <Page titleKey="admin.sections.sources">
        <p className="admin-intro">{t('adminSources.intro')}</p>
        <SourceForm
          key={editing ? `edit-${editing.id}` : `new-${round}`}
          initial={editing ?? EMPTY}
          onDone={done}
        />
        <QueryState query={sources} skeleton={{ lines: 4 }} errorText={(error) => adminErrorText(t, error)}>
          {(list) =>
            list.length === 0 ? (
              <p className="ad-muted">{t('adminSources.none')}</p>
            ) : (
              <ul className="ad-sync" aria-label={t('admin.sections.sources')}>
                {list.map((source) => (
                  <SourceStatus
                    key={source.id}
                    source={source}
                    onEdit={() =>
                      setEditing({
                        id: source.id,
                        name: source.name,
                        urlTemplate: source.urlTemplate,
                        format: source.format,
                        pools: source.pools,
                        kind: source.kind,
                        enabled: source.enabled,
                      })
                    }
                  />
                ))}
              </ul>
            )
          }
        </QueryState>
      </Page>
    </RequireRole>
  );
}
