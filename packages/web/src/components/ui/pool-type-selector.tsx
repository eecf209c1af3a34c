import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { REPORT_TYPES, type ReportType } from '@/lib/report-types';
import './pool-type-selector.css';

interface Props {
  value: ReportType;
  onChange: (type: ReportType) => void;
}

/**
 * The report pool filter (spec §3): all, normal pools, GD, 9 Lotto; one is always chosen. GD only
 * in the gd app type: the normal app has no Grand Dragon pool to filter on.
 */
export function PoolTypeSelector({ value, onChange }: Props) {
  const { t } = useTranslation();
  const { appType } = useAppConfig();
  const types = REPORT_TYPES.filter((type) => type !== 'gd' || appType === 'gd');
  return (
    <div className="segmented rp-types" role="radiogroup" aria-label={t('reports.filter.pool')}>
      {types.map((type) => (
        <button
          key={type}
          type="button"
          role="radio"
          aria-checked={type === value}
          className={`segmented__item${type === value ? ' segmented__item--active' : ''}`}
          onClick={() => onChange(type)}
        >
          {t(`reports.types.${type}`)}
        </button>
      ))}
    </div>
  );
}
