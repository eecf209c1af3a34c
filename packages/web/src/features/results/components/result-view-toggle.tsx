import { useTranslation } from 'react-i18next';

/** 'one': the pool carousel and one full card; 'all': every pool of the date, compact, in one scroll. */
export type ResultView = 'one' | 'all';

const VIEWS: readonly ResultView[] = ['one', 'all'];

/** The two ways to read a date's results (issue 17 item 9), as two toggle buttons. */
export function ResultViewToggle({
  value,
  onChange,
}: {
  value: ResultView;
  onChange: (next: ResultView) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="segmented rs-view" role="group" aria-label={t('results.view.label')}>
      {VIEWS.map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={view === value}
          className={`segmented__item${view === value ? ' segmented__item--active' : ''}`}
          onClick={() => onChange(view)}
        >
          {t(`results.view.${view}`)}
        </button>
      ))}
    </div>
  );
}
