import { Button } from 'antd-mobile';
import { CalculatorOutline, EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const MODES = [
  {
    path: '/betting',
    titleKey: 'home.normalMode',
    descKey: 'home.normalModeDesc',
    Icon: EditSOutline,
    tone: 'red',
  },
  {
    path: '/advance-betting',
    titleKey: 'home.advanceMode',
    descKey: 'home.advanceModeDesc',
    Icon: CalculatorOutline,
    tone: 'gold',
  },
] as const;

/** The two Place Order cards: normal (structured) and advance (typed lines) mode. */
export function PlaceOrderCards() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="place-order-title">
      <h2 id="place-order-title" className="section-title">
        {t('home.placeOrder')}
      </h2>
      <div className="order-cards">
        {MODES.map(({ path, titleKey, descKey, Icon, tone }) => (
          <article key={path} className={`order-card order-card--${tone}`}>
            <Icon className="order-card__icon" aria-hidden="true" />
            <h3 className="order-card__title">{t(titleKey)}</h3>
            <p className="order-card__desc">{t(descKey)}</p>
            <Button
              color="primary"
              shape="rounded"
              block
              className="order-card__button"
              aria-label={`${t('home.betNow')}: ${t(titleKey)}`}
              onClick={() => void navigate(path)}
            >
              {t('home.betNow')}
            </Button>
          </article>
        ))}
      </div>
    </section>
  );
}
