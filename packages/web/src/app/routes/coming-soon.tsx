import { Button } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';

/** A screen of spec §2 that a later issue builds; it already has its real title. */
export function ComingSoonRoute({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page titleKey={titleKey}>
      <div className="card coming-soon">
        <div className="coming-soon__icon" aria-hidden="true">
          <ClockCircleOutline />
        </div>
        <h2 className="coming-soon__title">{t('comingSoon.title')}</h2>
        <p className="coming-soon__text">{t('comingSoon.text')}</p>
        <Button color="primary" shape="rounded" onClick={() => void navigate('/')}>
          {t('comingSoon.backHome')}
        </Button>
      </div>
    </Page>
  );
}
