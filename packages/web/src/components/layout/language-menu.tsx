import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeGlyph } from '@/components/ui/glyphs';
import type { Language } from '@/i18n/languages';

const loadSheet = () => import('./language-sheet');
const LanguageSheet = lazy(() => loadSheet().then((module) => ({ default: module.LanguageSheet })));

/**
 * The language menu of the header; the choice is remembered locally. The sheet is fetched when the
 * button is first touched or focused, not with the login screen. `onChoose` switches the language:
 * the app's i18n (i18n/i18n.ts) or the login page's (app/login-page/login-i18n.ts).
 */
export function LanguageMenu({ onChoose }: { onChoose: (language: Language) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('header.language')}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={t('header.language')}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <GlobeGlyph />
      </button>
      {used && (
        <Suspense fallback={null}>
          <LanguageSheet visible={open} onClose={() => setOpen(false)} onChoose={onChoose} />
        </Suspense>
      )}
    </>
  );
}
