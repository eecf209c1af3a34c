import { POOLS } from '@lotto/domain/pools';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  value: string;
  onChange: (pool: string) => void;
  /** offer "All pools" (value 'all') first */
  withAll?: boolean;
}

/** A labelled pool picker (code and name). */
export function PoolSelect({ label, value, onChange, withAll = false }: Props) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <span className="field__control">
        <select className="admin-select" value={value} onChange={(e) => onChange(e.target.value)}>
          {withAll ? <option value="all">{t('adminPackages.allPools')}</option> : null}
          {POOLS.map((pool) => (
            <option key={pool.code} value={pool.code}>
              {pool.name}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
}
