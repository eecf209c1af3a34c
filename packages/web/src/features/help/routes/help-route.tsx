import type { AppType } from '@lotto/domain/app-type';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import {
  HELP_IMAGE_SIZE,
  helpImageFiles,
  helpSectionsOf,
  isHelpSectionKey,
  type HelpSection,
  type HelpSectionKey,
} from '../lib/help-sections';
import '../help.css';

/** The images are screenshots of this app, made by `npm run help-images` into public/help/. */
const imageUrl = (file: string) => `${import.meta.env.BASE_URL}help/${file}`;

function HelpImages({ section, appType }: { section: HelpSection; appType: AppType }) {
  const { t } = useTranslation();
  return (
    <ol className="help-steps">
      {helpImageFiles(section, appType).map((file, index) => {
        const caption = t(`help.captions.${section.key}${index + 1}`);
        return (
          <li key={file} className="card help-step" data-testid="help-step">
            <p className="help-step__caption">
              <span className="help-step__number" aria-hidden="true">
                {index + 1}
              </span>
              {caption}
            </p>
            <img
              className="help-step__image"
              src={imageUrl(file)}
              alt={caption}
              loading="lazy"
              decoding="async"
              width={HELP_IMAGE_SIZE.width}
              height={HELP_IMAGE_SIZE.height}
            />
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Help (spec §2): the betting tutorial, and in the gd app type the Dragon Jackpot and Bonus
 * Jackpot tabs. The tab lives in the URL (?tab=) so Back returns to the same one.
 */
export function HelpRoute() {
  const { t } = useTranslation();
  const { appType } = useAppConfig();
  const [params, setParams] = useSearchParams();
  const sections = helpSectionsOf(appType);
  const wanted = params.get('tab');
  const active: HelpSectionKey =
    isHelpSectionKey(wanted) && sections.some((section) => section.key === wanted) ? wanted : 'betting';

  return (
    <Page titleKey="screens.help">
      <Tabs
        className="help-tabs"
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        {sections.map((section) => (
          <Tabs.Tab key={section.key} title={t(`help.tabs.${section.key}`)}>
            <HelpImages section={section} appType={appType} />
          </Tabs.Tab>
        ))}
      </Tabs>
    </Page>
  );
}
