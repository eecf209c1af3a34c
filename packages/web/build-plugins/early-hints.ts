import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Early hints (issue #18, docs/decisions/010-code-splitting-and-caching.md): a small script that
 * index.html loads next to the entry, which asks the browser for the chunks the opened page will
 * need before the entry has even run: the stored language's texts (the default language on a first
 * visit), and for a logged-in path the frame, home or the feature screen of that path.
 *
 * It also asks for the start-up session check (`sessionCheck`), which every logged-in screen waits for.
 *
 * On a prerendered page (build-plugins/prerender.ts) the screen is painted without any script, and
 * the page has no script tag for the entry: this script asks for the entry, its chunks and the
 * hints only once the browser reports the page's first contentful paint (Paint Timing; a frame
 * and a task where that is missing; after 5 s whatever happens). Nothing then competes with the
 * page's stylesheets for a slow connection before the first paint (over HTTP/1.1 every request
 * shares the link, whatever its priority). A hidden page (a background tab, which paints nothing)
 * starts at once. The cost: the scripts' download no longer overlaps the stylesheets'.
 *
 * And it starts the browser's Intl library while the main thread only waits for the downloads: the
 * first `Intl` formatter of a page loads ICU's data (about 30 ms, 120 ms on a 4x slower phone CPU;
 * every later formatter takes 1-3 ms), and every screen formats a date, a time zone or points. Done
 * in the first render instead, it was the largest single piece of that render's long task. It
 * waits for a frame, so that a prerendered page is painted first.
 *
 * Without it these are fetched only once the entry's libraries have been downloaded and run
 * (i18next even waits for a timer): one more round trip, after the longest download, before the
 * first screen. The Content-Security-Policy forbids an inline script, and the language is known
 * only to the browser (localStorage), so the hints cannot be a fixed `<link>` in the HTML without
 * making every other language's player download English too.
 */
export interface EarlyHintRoute {
  /** A path pattern, tested on location.pathname by the browser (a RegExp source). */
  path: string;
  /** The source modules (file path patterns) whose chunks, with their imports and CSS, that path needs. */
  modules: RegExp[];
}

export interface EarlyHintsOptions {
  /** The page the script is for, and its entry module: index.html (the app) unless told. */
  html?: string;
  entry?: RegExp;
  /** localStorage key of the chosen language, and the language used when there is none. */
  languageKey: string;
  defaultLanguage: string;
  /** A language bundle's module; group 1 is the language. */
  languageBundle: RegExp;
  /**
   * Texts a language has in a chunk of their own for some paths (the screens' texts, which home
   * does not need): for a path matching `path`, the stored language's `bundle` chunk too.
   */
  pathTexts?: { path: string; bundle: RegExp };
  routes: EarlyHintRoute[];
  /**
   * The start-up session check, asked for by this script too: its answer is what every logged-in
   * screen waits for, and this script runs long before the entry (src/lib/auth/early-session.ts
   * takes the answer; the entry marks it taken, so a script that arrives late asks nothing).
   */
  sessionCheck: { url: string; global: string };
}

/**
 * `{ paths: ['/a', '/b'], load: () => import('@/features/x/routes') ... }` pairs of
 * src/app/feature-routes.tsx: which feature chunk each path needs.
 */
export function featureRouteHints(source: string): EarlyHintRoute[] {
  const routes: EarlyHintRoute[] = [];
  const pattern = /paths:\s*\[([^\]]*)\][^]*?import\(\s*['"]@\/features\/([\w-]+)\/routes['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    const paths = [...match[1]!.matchAll(/['"]([^'"]+)['"]/g)].map((path) => path[1]!);
    const escaped = paths.map((path) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
    routes.push({
      path: `^(${escaped.join('|')})/?$`,
      modules: [new RegExp(`[\\\\/]src[\\\\/]features[\\\\/]${match[2]}[\\\\/]routes\\.tsx$`)],
    });
  }
  return routes;
}

export function readFeatureRouteHints(file: URL): EarlyHintRoute[] {
  const routes = featureRouteHints(readFileSync(file, 'utf8'));
  if (routes.length === 0) throw new Error(`early hints: no feature paths found in ${file.pathname}`);
  return routes;
}

/** The files a chunk needs: itself, what it imports statically (recursively) and their CSS. */
function closure(bundle: OutputBundle, fileName: string, into: Set<string>): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/**
 * The script (no imports: it runs as soon as it arrives). Files are listed once (F) and named by
 * their index. Its links are what Vite's loader adds later for the same files (crossorigin, same
 * href), so the browser uses what they fetched. Exported for its test (early-hints.test.ts), which
 * runs it against a fake page: its fallbacks depend on what a browser lacks, which no e2e browser does.
 */
export function hintScript(
  key: string,
  fallback: string,
  languages: Record<string, string[]>,
  routes: [string, string[]][],
  session: EarlyHintsOptions['sessionCheck'],
  entry: EntryFiles,
  pathTexts: { path: string; languages: Record<string, string[]> } = { path: '$^', languages: {} },
): string {
  const files = [
    ...new Set(
      [
        ...Object.values(languages),
        ...Object.values(pathTexts.languages),
        ...routes.map((route) => route[1]),
        entry.preloads,
      ].flat(),
    ),
  ];
  const index = (list: string[]) => list.map((file) => files.indexOf(file));
  const byLanguage = (map: Record<string, string[]>) =>
    Object.fromEntries(Object.entries(map).map(([language, list]) => [language, index(list)]));
  const L = byLanguage(languages);
  const T = byLanguage(pathTexts.languages);
  const R = routes.map(([path, list]) => [path, index(list)]);
  return `{
const d=document,h=new Set,F=${JSON.stringify(files)},L=${JSON.stringify(L)},T=${JSON.stringify(T)},R=${JSON.stringify(R)};
const lo=d.documentElement.hasAttribute("data-prerendered");
if(lo)for(const i of ${JSON.stringify(index(entry.preloads))})h.add(F[i]);
let l=null;try{l=localStorage.getItem(${JSON.stringify(key)})}catch{}
for(const i of L[l]||L[${JSON.stringify(fallback)}])h.add(F[i]);
if(new RegExp(${JSON.stringify(pathTexts.path)}).test(location.pathname))for(const i of (L[l]?T[l]:T[${JSON.stringify(fallback)}])||[])h.add(F[i]);
for(const[p,is]of R)if(new RegExp(p).test(location.pathname))for(const i of is)h.add(F[i]);
const go=()=>{
for(const f of h){const e=d.createElement("link");if(f.endsWith(".css")){e.rel="preload";e.as="style"}else e.rel="modulepreload";e.crossOrigin="";e.href=f;d.head.append(e)}
const g=${JSON.stringify(session.global)};
if(!(g in window)){const s=fetch(${JSON.stringify(session.url)},{headers:{Accept:"application/json","X-Requested-With":"XMLHttpRequest"},credentials:"same-origin"});s.catch(()=>{});window[g]=s}
if(lo){const e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=${JSON.stringify(entry.script)};d.body.append(e)}
};
let gone=0;const once=()=>{if(!gone){gone=1;go()}};
if(lo&&d.visibilityState!=="hidden"){
if(typeof PerformanceObserver<"u"&&(PerformanceObserver.supportedEntryTypes||[]).includes("paint")){new PerformanceObserver((list,o)=>{if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();once()}}).observe({type:"paint",buffered:true});setTimeout(once,5000)}
else requestAnimationFrame(()=>setTimeout(once))}
else once();
requestAnimationFrame(()=>setTimeout(()=>{try{new Intl.DateTimeFormat("en-US",{timeZone:"UTC"}).format(0)}catch{}}))
}
`;
}

/** The entry's script and the scripts it imports statically (a prerendered page has no tags for them). */
export interface EntryFiles {
  script: string;
  preloads: string[];
}

export const EARLY_HINTS_FILE = /^assets\/early-hints-[\w-]+\.js$/;

export function earlyHints(options: EarlyHintsOptions): Plugin {
  let base = '/';
  const htmlFile = options.html ?? 'index.html';
  const entryModule = options.entry ?? /[\\/]src[\\/]main\.tsx$/;
  return {
    name: `lotto:early-hints:${htmlFile}`,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // after vite:build-html has put index.html in the bundle
      order: 'post',
      handler(_options, bundle) {
        const html = bundle[htmlFile];
        // (the chunk's facade is the page's HTML; the entry module is one of its modules)
        const entry = chunks(bundle).find(
          (chunk) =>
            chunk.isEntry &&
            [chunk.facadeModuleId ?? '', ...chunk.moduleIds].some((id) => entryModule.test(id)),
        );
        if (!html || html.type !== 'asset' || !entry) this.error(`early hints: no ${htmlFile} or its entry`);
        // index.html asks for the entry's own files already
        const shell = closure(bundle, entry.fileName, new Set());
        const needs = (fileNames: string[]) => {
          const files = new Set<string>();
          for (const fileName of fileNames) closure(bundle, fileName, files);
          return [...files].filter((file) => !shell.has(file)).map((file) => `${base}${file}`);
        };
        const chunkOf = (module: RegExp) => {
          const found = chunks(bundle).filter((chunk) =>
            [chunk.facadeModuleId ?? '', ...chunk.moduleIds].some((id) => module.test(id)),
          );
          if (found.length === 0) this.error(`early hints: no chunk has ${module}`);
          return found.map((chunk) => chunk.fileName);
        };

        const languages: Record<string, string[]> = {};
        for (const chunk of chunks(bundle)) {
          const language = options.languageBundle.exec(chunk.facadeModuleId ?? '')?.[1];
          if (language) languages[language] = needs([chunk.fileName]);
        }
        if (!languages[options.defaultLanguage]) this.error('early hints: no default language chunk');
        const pathTexts: Record<string, string[]> = {};
        if (options.pathTexts) {
          for (const chunk of chunks(bundle)) {
            const language = options.pathTexts.bundle.exec(chunk.facadeModuleId ?? '')?.[1];
            if (language) pathTexts[language] = needs([chunk.fileName]);
          }
          if (!pathTexts[options.defaultLanguage])
            this.error('early hints: no default language chunk of the path texts');
        }
        const routes = options.routes.map((route): [string, string[]] => [
          route.path,
          needs(route.modules.flatMap(chunkOf)),
        ]);

        const source = hintScript(
          options.languageKey,
          options.defaultLanguage,
          languages,
          routes,
          options.sessionCheck,
          {
            script: `${base}${entry.fileName}`,
            preloads: [...shell]
              .filter((file) => file !== entry.fileName && file.endsWith('.js'))
              .map((file) => `${base}${file}`),
          },
          options.pathTexts ? { path: options.pathTexts.path, languages: pathTexts } : undefined,
        );
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/early-hints-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        // Before the entry's script: both download at once, this one runs first (async).
        const tag = `<script type="module" async crossorigin src="${base}${fileName}"></script>`;
        const page = String(html.source);
        const at = page.indexOf('<script type="module"');
        if (at < 0) this.error(`early hints: no module script in ${htmlFile}`);
        html.source = `${page.slice(0, at)}${tag}\n    ${page.slice(at)}`;
      },
    },
  };
}
