import { availablePools } from '@lotto/domain/pools';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/lib/app-config/get-app-config';

interface Props {
  label: string;
  value: string;
  onChange: (pool: string) => void;
  /** offer "All pools" (value 'all') first */
  withAll?: boolean;
}

/** A labelled pool picker: the pools of this app type only (Grand Dragon only in the gd app). */
export function PoolSelect({ label, value, onChange, withAll = false }: Props) {
  const { t } = useTranslation();
  const { appType } = useAppConfig();
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <span className="field__control">
        <select className="admin-select" value={value} onChange={(e) => onChange(e.target.value)}>
          {withAll ? <option value="all">{t('adminPackages.allPools')}</option> : null}
          {availablePools(appType).map((pool) => (
            <option key={pool.code} value={pool.code}>
              {pool.name}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
}
