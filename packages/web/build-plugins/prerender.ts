import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { createServer, type Plugin } from 'vite';

/** What src/app/prerender/prerender-page.tsx exports (loaded here through Vite's SSR loader). */
interface PrerenderModule {
  prerenderTargets(): { variant: string; language: string; page: string }[];
  prerenderPage(page: string, language: string, variant: string): Promise<{ html: string; title: string }>;
}

export interface PrerenderOptions {
  /** the module with prerenderTargets and prerenderPage, from the project root */
  entry: string;
  /** per page, the modules whose chunks' CSS it needs besides its template's (which links its entry's) */
  pageModules: Record<string, RegExp[]>;
  /** per page, the built page it is drawn into when not index.html (/login: login.html, its own entry) */
  templates?: Record<string, string>;
}

const ROOT_START = '<div id="root">';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * index.html with one screen already drawn in it (docs/decisions/015-prerendered-first-screens.md):
 * the page's language and title, its screen's stylesheets (render-blocking, so that the markup is
 * painted styled), and the markup in place of the splash, `inert` until the app renders over it.
 */
export function prerenderedHtml(
  template: string,
  screen: { html: string; title: string; language: string; stylesheets: string[] },
): string {
  const start = template.indexOf(ROOT_START);
  const end = template.lastIndexOf('</div>', template.indexOf('</body>'));
  if (start < 0 || end < start || !/<html lang="[^"]*">/.test(template) || !template.includes('</head>')) {
    throw new Error('prerender: index.html has no <html lang>, </head> or #root to fill');
  }
  // the page's only way to its app (the entry's own tag is taken out below)
  if (!/<script type="module" async [^>]*src="[^"]*early-hints-/.test(template)) {
    throw new Error('prerender: index.html has no early hints script to start the app');
  }
  const links = screen.stylesheets
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  return (
    template
      .slice(0, start)
      // data-prerendered: the early hints script starts the app once the page has been painted
      .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(screen.language)}" data-prerendered>`)
      // Nothing on this page waits for the scripts before it is painted: the early hints script
      // (the one async script, build-plugins/early-hints.ts) asks for the entry and its chunks
      // once the page has been painted, so they never compete with its stylesheets.
      .replace(/<script type="module" (?![^>]*\basync\b)[^>]*><\/script>\s*/g, '')
      .replace(/<link rel="modulepreload" [^>]*>\s*/g, '')
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`)
      .replace('</head>', `${links}</head>`) +
    // `inert`: nothing in it can be focused, typed into or tapped before the app is there, so no
    // keystroke is lost and no form is sent without the app.
    // A browser without `inert` could still send a form before the app is there: by POST, so
    // that a password never ends up in a URL (the server answers a POST to a page with 404).
    `${ROOT_START}<div class="prerendered" inert>${screen.html.replace(/<form (?![^>]*\bmethod=)/g, '<form method="post" ')}</div>` +
    template.slice(end)
  );
}

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** A chunk's CSS and that of every chunk it imports statically. */
function stylesheetsOf(bundle: OutputBundle, fileName: string, into: Set<string>, seen = new Set<string>()) {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return into;
  seen.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) stylesheetsOf(bundle, imported, into, seen);
  return into;
}

/**
 * Writes dist/prerendered/<variant>/<language>/<page>.html for every screen, language and product
 * variant that the SSR module lists; the server sends one of them instead of index.html when it
 * fits the request (packages/server/src/http/prerendered-pages.ts). Runs before precompress, so
 * each gets its .br and .gz.
 */
export function prerender(options: PrerenderOptions): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  const stylesheets = new Map<string, string[]>();
  return {
    name: 'lotto:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const [page, modules] of Object.entries(options.pageModules)) {
          const files = new Set<string>();
          for (const module of modules) {
            const found = chunks(bundle).filter((chunk) => chunk.moduleIds.some((id) => module.test(id)));
            if (found.length === 0) this.error(`prerender: no chunk has ${module}`);
            for (const chunk of found) stylesheetsOf(bundle, chunk.fileName, files);
          }
          // (those the page's template links already are left out when it is written)
          stylesheets.set(
            page,
            [...files].map((file) => `${base}${file}`),
          );
        }
      },
    },
    closeBundle: {
      sequential: true,
      async handler(error?: Error) {
        // the build failed before its bundle was written (rolldown still closes it): let its error show
        if (error || stylesheets.size === 0) return;
        const templates = new Map<string, string>();
        const templateOf = async (page: string) => {
          const file = options.templates?.[page] ?? 'index.html';
          let template = templates.get(file);
          if (template === undefined) {
            template = await readFile(path.join(outDir, file), 'utf8');
            templates.set(file, template);
          }
          return template;
        };
        const server = await createServer({
          root,
          configFile: path.join(root, 'vite.config.ts'),
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          // antd-mobile's modules import their CSS: Vite's loader handles that, Node would not.
          ssr: { noExternal: ['antd-mobile', 'antd-mobile-icons'] },
        });
        try {
          const module = (await server.ssrLoadModule(options.entry)) as PrerenderModule;
          let count = 0;
          for (const { variant, language, page } of module.prerenderTargets()) {
            const screen = await module.prerenderPage(page, language, variant);
            const css = stylesheets.get(page);
            if (!css) throw new Error(`prerender: no stylesheets known for ${page}`);
            const template = await templateOf(page);
            const dir = path.join(outDir, 'prerendered', variant, language);
            await mkdir(dir, { recursive: true });
            await writeFile(
              path.join(dir, `${page}.html`),
              prerenderedHtml(template, {
                ...screen,
                language,
                stylesheets: css.filter((href) => !template.includes(`href="${href}"`)),
              }),
            );
            count++;
          }
          this.info?.(`prerendered ${count} pages`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
