import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_FORMATS,
  MAX_IMPORT_CHARS,
  importProblems,
  useImportResults,
  type ImportFormat,
} from '../api/import-results';
import { adminErrorText } from '@/lib/admin-error';

/** Imports a publisher's result file, read in the browser; all or nothing, problems by file:line. */
export function ImportCard() {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormat>('sportstoto');
  const [tooBig, setTooBig] = useState(false);
  const [addSpecialDraws, setAddSpecialDraws] = useState(false);
  const run = useImportResults();
  const problems = importProblems(run.error);

  const submit = async () => {
    if (!file) return;
    const text = await file.text();
    setTooBig(text.length > MAX_IMPORT_CHARS);
    if (text.length > MAX_IMPORT_CHARS) return;
    run.mutate({ format, fileName: file.name, text, ...(addSpecialDraws ? { addSpecialDraws } : {}) });
  };

  return (
    <section className="card ad-import" aria-label={t('adminResults.importTitle')}>
      <h2 className="ad-card-title">{t('adminResults.importTitle')}</h2>
      <form
        className="ad-import__form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${id}-format`} className="field__label">
          {t('adminResults.format')}
        </label>
        <select
          id={`${id}-format`}
          className="ad-input"
          value={format}
          onChange={(event) => setFormat(event.target.value as ImportFormat)}
        >
          {IMPORT_FORMATS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-file`} className="field__label">
          {t('adminResults.file')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.json,.txt"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            run.reset();
          }}
        />
        {/* A publisher's history has special draws this calendar may not know: refused unless asked. */}
        <label className="ad-check">
          <input
            type="checkbox"
            checked={addSpecialDraws}
            onChange={(event) => {
              setAddSpecialDraws(event.target.checked);
              run.reset();
            }}
          />
          <span>{t('adminResults.addSpecialDraws')}</span>
        </label>
        <Button type="submit" color="primary" size="small" disabled={!file} loading={run.isPending}>
          {t('adminResults.import')}
        </Button>
      </form>
      {tooBig ? <p className="ad-error">{t('adminResults.tooBig')}</p> : null}
      {run.data ? (
        <p className="ad-ok" data-testid="import-summary">
          {t('adminResults.imported', {
            draws: run.data.draws,
            added: run.data.new,
            corrected: run.data.corrected,
            unchanged: run.data.unchanged,
          })}
        </p>
      ) : null}
      {run.error ? (
        <div className="ad-error" data-testid="import-refused">
          <p>{adminErrorText(t, run.error)}</p>
          {problems.length > 0 ? (
            <ul>
              {problems.slice(0, 50).map((problem, index) => (
                <li key={index}>
                  {problem.file}:{problem.line} {problem.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
