import { showsJackpots } from '@lotto/domain/app-type';
import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { screenFor, SHORTCUT_PATHS, type Screen } from '@/config/screens';
import { useAppConfig } from '@/lib/app-config/get-app-config';

const PER_PAGE = 8;

function chunk<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let index = 0; index < items.length; index += size) pages.push(items.slice(index, index + size));
  return pages;
}

/** The 12 shortcuts of home (jackpot history only in the gd variant), 8 to a swipeable page. */
export function ShortcutCarousel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { appType } = useAppConfig();
  const shortcuts = SHORTCUT_PATHS.map((path) => screenFor(path))
    .filter((screen): screen is Screen => screen !== undefined)
    .filter((screen) => showsJackpots(appType) || !screen.jackpotOnly);

  return (
    <section className="card shortcut-card" aria-label={t('home.shortcuts')}>
      <Swiper
        className="shortcut-swiper"
        indicatorProps={{ color: 'primary' }}
        stuckAtBoundary={false}
        trackOffset={0}
      >
        {chunk(shortcuts, PER_PAGE).map((page, pageIndex) => (
          <Swiper.Item key={pageIndex}>
            <ul className="shortcut-grid">
              {page.map(({ path, titleKey, shortcutKey, icon: Icon }) => (
                <li key={path}>
                  <button type="button" className="shortcut" onClick={() => void navigate(path)}>
                    <span className="shortcut__icon" aria-hidden="true">
                      <Icon />
                    </span>
                    <span className="shortcut__label">{t(shortcutKey ?? titleKey)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
