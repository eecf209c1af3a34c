import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LANGUAGES = ['en-GB', 'zh-CN', 'zh-HK', 'ms-MY', 'bn-BD'] as const;

interface OfflineTexts {
  offlineTitle: string;
  offlineText: string;
  offlineRetry: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(texts: Record<string, OfflineTexts>): string {
  const sections = LANGUAGES.map((language) => {
    const { offlineTitle, offlineText, offlineRetry } = texts[language]!;
    return `    <section lang="${language}"${language === 'en-GB' ? '' : ' hidden'}>
      <h1>${escapeHtml(offlineTitle)}</h1>
      <p>${escapeHtml(offlineText)}</p>
      <button type="button" class="retry">${escapeHtml(offlineRetry)}</button>
    </section>`;
  }).join('\n');
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#b3122e" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Lotto</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f4f8;
        color: #1d1d28; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans',
        'Noto Sans CJK SC', 'Noto Sans Bengali', sans-serif; }
      main { max-width: 420px; margin: 24px; padding: 32px 24px; border-radius: 16px; background: #fff;
        box-shadow: 0 4px 18px rgba(29, 29, 40, 0.08); text-align: center; }
      .badge { display: inline-grid; place-items: center; width: 72px; height: 72px; border-radius: 20px;
        background: #b3122e; color: #fff; font-size: 28px; font-weight: 800; }
      h1 { font-size: 22px; margin: 20px 0 8px; }
      p { color: #5b5b6b; line-height: 1.5; margin: 0 0 24px; }
      .retry { min-height: 48px; padding: 0 32px; border: 0; border-radius: 24px; background: #c8102e;
        color: #fff; font: inherit; font-size: 17px; font-weight: 600; cursor: pointer; }
      .retry:focus-visible { outline: 3px solid #1d1d28; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main data-testid="offline-page">
      <div class="badge" aria-hidden="true">4D</div>
${sections}
    </main>
    <script src="/offline.js"></script>
  </body>
</html>
`;
}

// Plain script (the CSP allows no inline script): the stored language's section, and Try again.
const SCRIPT = `(function () {
  var language = null;
  try { language = localStorage.getItem('lotto.language'); } catch (e) {}
  var sections = document.querySelectorAll('section[lang]');
  var chosen = null;
  for (var i = 0; i < sections.length; i++) if (sections[i].lang === language) chosen = sections[i];
  if (chosen) {
    for (var j = 0; j < sections.length; j++) sections[j].hidden = sections[j] !== chosen;
    document.documentElement.lang = language;
  }
  var buttons = document.querySelectorAll('.retry');
  for (var k = 0; k < buttons.length; k++) buttons[k].addEventListener('click', function () { location.reload(); });
})();
`;

/**
 * The page the service worker shows for a navigation while the network is down (offline.html and
 * offline.js): it says so in the player's language and shows no balance or results, since any it
 * had would be stale. Its texts are the `pwa.offline*` keys of src/i18n/locales.
 */
export function offlinePage(): Plugin {
  return {
    name: 'lotto:offline-page',
    apply: 'build',
    generateBundle() {
      const texts: Record<string, OfflineTexts> = {};
      for (const language of LANGUAGES) {
        const file = fileURLToPath(new URL(`../src/i18n/locales/${language}.json`, import.meta.url));
        texts[language] = (JSON.parse(readFileSync(file, 'utf8')) as { pwa: OfflineTexts }).pwa;
      }
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: page(texts) });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: SCRIPT });
    },
  };
}
