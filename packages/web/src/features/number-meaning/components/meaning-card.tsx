import { useTranslation } from 'react-i18next';
import type { MeaningItem } from '../api/get-number-meaning';

function Chart({ label, chinese, english }: { label: string; chinese: string; english: string }) {
  return (
    <div className="nm-chart">
      <dt className="nm-chart__label">{label}</dt>
      <dd className="nm-chart__text">
        <span className="nm-chart__chn" lang="zh-CN">
          {chinese}
        </span>
        <span className="nm-chart__eng" lang="en">
          {english}
        </span>
      </dd>
    </div>
  );
}

/** One number: the number large, then its Tua Pek Kong and Guan Yin meanings side by side. */
export function MeaningCard({ item }: { item: MeaningItem }) {
  const { t } = useTranslation();
  return (
    <li className="card nm-card" data-testid="meaning-card" data-number={item.number}>
      <div className="nm-card__number" data-testid="meaning-number">
        {item.number}
      </div>
      <dl className="nm-card__charts">
        <Chart label={t('numberMeaning.tpk')} chinese={item.tpk_chn} english={item.tpk_eng} />
        <Chart label={t('numberMeaning.gy')} chinese={item.gy_chn} english={item.gy_eng} />
      </dl>
    </li>
  );
}
