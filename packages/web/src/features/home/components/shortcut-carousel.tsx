import { showsJackpots } from '@lotto/domain/app-type';
import { useState, type UIEvent } from 'react';
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

/**
 * The 12 shortcuts of home (jackpot history only in the gd variant), 8 to a page, swiped sideways.
 *
 * The pages are a row that scrolls with CSS scroll snapping: the phone's own swipe, momentum and
 * snap. antd-mobile's Swiper did the same with a spring animation and gesture handlers, and on a
 * slow phone its first render and measuring were most of home's longest task. Tab moves through
 * the shortcuts and the browser scrolls the focused one into view; the dots only show the page.
 */
export function ShortcutCarousel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { appType } = useAppConfig();
  const [current, setCurrent] = useState(0);
  const shortcuts = SHORTCUT_PATHS.map((path) => screenFor(path))
    .filter((screen): screen is Screen => screen !== undefined)
    .filter((screen) => showsJackpots(appType) || !screen.jackpotOnly);
  const pages = chunk(shortcuts, PER_PAGE);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const track = event.currentTarget;
    const page = track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
    if (page !== current) setCurrent(page);
  };

  return (
    <section className="card shortcut-card" aria-label={t('home.shortcuts')}>
      <div className="shortcut-pages" data-testid="shortcut-pages" onScroll={onScroll}>
        {pages.map((page, pageIndex) => (
          <ul key={pageIndex} className="shortcut-grid">
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
        ))}
      </div>
      {pages.length > 1 && (
        <div className="shortcut-dots" aria-hidden="true" data-testid="shortcut-dots">
          {pages.map((_, pageIndex) => (
            <span
              key={pageIndex}
              className={`shortcut-dot${pageIndex === current ? ' shortcut-dot--current' : ''}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
