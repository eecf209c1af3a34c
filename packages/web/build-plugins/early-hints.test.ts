import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { featureRouteHints, hintScript } from './early-hints';

/**
 * index.html's early script, run against a fake page: its fallbacks (no Paint Timing, a first
 * paint that never comes, a hidden tab, storage that throws) are for browsers that no end-to-end
 * run has, so they are tested here. Timers and frames run only when the test says so.
 */
const SESSION = { url: '/Account/IsLoggedIn', global: '__lottoSession' };
const ENTRY = { script: '/assets/index-1.js', preloads: ['/assets/vendor-1.js'] };
const LANGUAGES = { 'en-GB': ['/assets/en-GB-1.js'], 'zh-CN': ['/assets/zh-CN-1.js'] };
const ROUTES: [string, string[]][] = [
  ['^/(?!login/?$)', ['/assets/app-shell-1.js', '/assets/app-shell-1.css']],
  ['^/betting/?$', ['/assets/betting-1.js']],
];
const SOURCE = hintScript('lotto.language', 'en-GB', LANGUAGES, ROUTES, SESSION, ENTRY);
/** with the screens' texts for every path but home and /login */
const WITH_TEXTS = hintScript('lotto.language', 'en-GB', LANGUAGES, ROUTES, SESSION, ENTRY, {
  path: '^/(?!(login|home/play-game)?/?$)',
  languages: { 'en-GB': ['/assets/en-GB-texts-1.js'], 'zh-CN': ['/assets/zh-CN-texts-1.js'] },
});

interface PageOptions {
  path?: string;
  prerendered?: boolean;
  hidden?: boolean;
  /** what the browser says of Paint Timing: supported, known without 'paint', or no observer */
  paint?: 'supported' | 'unsupported' | 'absent';
  /** the stored language, or a storage that throws (blocked cookies and storage) */
  language?: string | null | 'throws';
  /** the entry already took (or another script already asked for) the session check */
  sessionTaken?: boolean;
  /** the script under test (SOURCE unless told) */
  source?: string;
}

function openPage(options: PageOptions = {}) {
  const links: { rel: string; href: string; as?: string; crossOrigin?: string }[] = [];
  const scripts: { src: string; type: string }[] = [];
  const fetches: string[] = [];
  const timers: { fn: () => void; at: number }[] = [];
  const frames: (() => void)[] = [];
  let clock = 0;
  let observer: { callback: (list: unknown, o: unknown) => void; disconnected: boolean } | null = null;

  class FakeObserver {
    static supportedEntryTypes = options.paint === 'unsupported' ? ['resource'] : ['paint', 'resource'];
    constructor(callback: (list: unknown, o: unknown) => void) {
      observer = { callback, disconnected: false };
    }
    observe() {}
    disconnect() {
      if (observer) observer.disconnected = true;
    }
  }

  const page: Record<string, unknown> = {
    document: {
      visibilityState: options.hidden ? 'hidden' : 'visible',
      documentElement: {
        hasAttribute: (name: string) => name === 'data-prerendered' && !!options.prerendered,
      },
      createElement: () => ({}),
      head: { append: (link: (typeof links)[number]) => links.push(link) },
      body: { append: (script: (typeof scripts)[number]) => scripts.push(script) },
    },
    location: { pathname: options.path ?? '/betting' },
    localStorage: {
      getItem: () => {
        if (options.language === 'throws') throw new Error('SecurityError');
        return options.language ?? null;
      },
    },
    fetch: (url: string) => {
      fetches.push(url);
      return Promise.resolve({});
    },
    setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, at: clock + ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    Intl,
  };
  if (options.paint !== 'absent') page.PerformanceObserver = FakeObserver;
  if (options.sessionTaken) page[SESSION.global] = null;
  page.window = page;
  vm.runInNewContext(options.source ?? SOURCE, page);

  return {
    links,
    scripts,
    fetches,
    hrefs: () => links.map((link) => link.href),
    /** the first contentful paint, as Paint Timing reports it */
    paint() {
      if (!observer || observer.disconnected) return;
      const entries = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) };
      observer.callback(entries, { disconnect: () => (observer!.disconnected = true) });
    },
    frame() {
      for (const fn of frames.splice(0)) fn();
    },
    /** runs the timers due within `ms` from now, in order */
    advance(ms: number) {
      clock += ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= clock).sort((a, b) => a.at - b.at)[0];
        if (!due) return;
        timers.splice(timers.indexOf(due), 1);
        due.fn();
      }
    },
  };
}

describe('early hints script', () => {
  it('on a plain page asks at once for the language, the path, and the session check, once', () => {
    const page = openPage({ path: '/betting' });
    expect(page.hrefs()).toEqual([
      '/assets/en-GB-1.js',
      '/assets/app-shell-1.js',
      '/assets/app-shell-1.css',
      '/assets/betting-1.js',
    ]);
    expect(page.links.map((link) => link.rel)).toEqual([
      'modulepreload',
      'modulepreload',
      'preload',
      'modulepreload',
    ]);
    expect(page.links[2]).toMatchObject({ as: 'style', crossOrigin: '' });
    expect(page.fetches).toEqual(['/Account/IsLoggedIn']);
    // index.html has the entry's own tag: the script adds none
    expect(page.scripts).toEqual([]);
    page.frame();
    page.advance(10_000);
    expect(page.fetches).toHaveLength(1);
    expect(page.links).toHaveLength(4);
  });

  it("asks for the stored language's path texts on the paths that need them, not on home or /login", () => {
    const hrefs = (path: string, language: string | null = null) =>
      openPage({ path, language, source: WITH_TEXTS }).hrefs();
    expect(hrefs('/betting')).toEqual([
      '/assets/en-GB-1.js',
      '/assets/en-GB-texts-1.js',
      '/assets/app-shell-1.js',
      '/assets/app-shell-1.css',
      '/assets/betting-1.js',
    ]);
    expect(hrefs('/result', 'zh-CN')).toContain('/assets/zh-CN-texts-1.js');
    expect(hrefs('/result', 'zh-CN')).not.toContain('/assets/en-GB-texts-1.js');
    expect(hrefs('/result', 'xx-YY')).toContain('/assets/en-GB-texts-1.js');
    for (const path of ['/', '/home/play-game', '/login']) {
      expect(
        hrefs(path).filter((href) => href.includes('texts')),
        path,
      ).toEqual([]);
    }
  });

  it('asks only for what the path needs (/login: no logged-in frame)', () => {
    expect(openPage({ path: '/login' }).hrefs()).toEqual(['/assets/en-GB-1.js']);
  });

  it.each([
    { language: 'zh-CN', expected: '/assets/zh-CN-1.js', why: 'the stored language' },
    { language: null, expected: '/assets/en-GB-1.js', why: 'nothing stored: the default' },
    { language: 'xx-YY', expected: '/assets/en-GB-1.js', why: 'an unknown language: the default' },
    { language: 'throws', expected: '/assets/en-GB-1.js', why: 'storage that throws: the default' },
  ] as const)('texts: $why', ({ language, expected }) => {
    const page = openPage({ path: '/login', language });
    expect(page.hrefs()).toEqual([expected]);
    expect(page.fetches).toHaveLength(1);
  });

  it('asks nothing for the session when the entry already took the check', () => {
    expect(openPage({ sessionTaken: true }).fetches).toEqual([]);
  });

  it('on a prerendered page waits for the first paint, then asks for the entry and its imports, once', () => {
    const page = openPage({ prerendered: true, paint: 'supported' });
    page.frame();
    page.advance(4_999);
    expect(page.links).toEqual([]);
    expect(page.fetches).toEqual([]);
    page.paint();
    expect(page.scripts).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/index-1.js' }]);
    expect(page.hrefs()).toContain('/assets/vendor-1.js');
    expect(page.fetches).toHaveLength(1);
    // the 5 s guard fires later and changes nothing
    page.advance(10);
    expect(page.scripts).toHaveLength(1);
    expect(page.fetches).toHaveLength(1);
  });

  it('on a prerendered page whose first paint is never reported starts after 5 s', () => {
    const page = openPage({ prerendered: true, paint: 'supported' });
    page.frame();
    page.advance(4_999);
    expect(page.scripts).toEqual([]);
    page.advance(1);
    expect(page.scripts).toHaveLength(1);
    expect(page.fetches).toHaveLength(1);
    page.paint();
    expect(page.scripts).toHaveLength(1);
  });

  it.each(['absent', 'unsupported'] as const)(
    'without Paint Timing (%s) a prerendered page starts after a frame and a task',
    (paint) => {
      const page = openPage({ prerendered: true, paint });
      page.advance(0);
      expect(page.scripts).toEqual([]);
      page.frame();
      expect(page.scripts).toEqual([]);
      page.advance(0);
      expect(page.scripts).toHaveLength(1);
      expect(page.fetches).toHaveLength(1);
    },
  );

  it('a hidden prerendered page (a background tab paints nothing) starts at once', () => {
    const page = openPage({ prerendered: true, hidden: true, paint: 'supported' });
    expect(page.scripts).toHaveLength(1);
    expect(page.fetches).toHaveLength(1);
  });
});

describe('feature route hints', () => {
  it("reads each feature's paths and its routes module", () => {
    const routes = featureRouteHints(`
      { paths: ['/betting', '/bet-text'], load: () => import('@/features/betting/routes') },
      { paths: ["/reports"], load: () => import("@/features/reports/routes") },
    `);
    expect(routes.map((route) => route.path)).toEqual(['^(\\/betting|\\/bet-text)/?$', '^(\\/reports)/?$']);
    expect(routes[0]!.modules[0]!.test('/x/src/features/betting/routes.tsx')).toBe(true);
    expect(routes[0]!.modules[0]!.test('/x/src/features/reports/routes.tsx')).toBe(false);
    expect(new RegExp(routes[0]!.path).test('/betting/')).toBe(true);
    expect(new RegExp(routes[0]!.path).test('/betting-x')).toBe(false);
  });
});
