import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { EARLY_HINTS_FILE } from './early-hints.ts';

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number];

/**
 * What the service worker precaches (docs/decisions/010-code-splitting-and-caching.md): the
 * shell, i.e. the entry with everything it imports statically, and the chunks of the first
 * screens (login, the logged-in frame, home) with theirs. Feature screens are cached when first
 * opened; other languages, the back office and the help images are never fetched for a player.
 */
const SHELL_ROOTS = [
  // the app's /login (its entry has it) and the login page of its own (an entry too)
  /[\\/]src[\\/]app[\\/]routes[\\/]login\.tsx$/,
  /[\\/]src[\\/]app[\\/]login-page[\\/]main\.tsx$/,
  /[\\/]src[\\/]components[\\/]layout[\\/]app-shell\.tsx$/,
  /[\\/]src[\\/]app[\\/]routes[\\/]home\.tsx$/,
  /pwa-register/,
  /workbox-window/,
];

export interface ShellPrecache {
  plugin: Plugin;
  /** Workbox manifest transform: keeps the shell's assets, drops every other file of assets/. */
  transform: ManifestTransform;
}

export function shellPrecache(): ShellPrecache {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'lotto:shell-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      shell.clear();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || shell.has(fileName)) return;
        shell.add(fileName);
        if (chunk.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
        for (const imported of chunk.imports) add(imported);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        // A root may be one module of a larger chunk (build-plugins/screen-chunks.ts: the frame).
        const roots = chunk.facadeModuleId ? [chunk.facadeModuleId, ...chunk.moduleIds] : chunk.moduleIds;
        if (chunk.isEntry || roots.some((id) => SHELL_ROOTS.some((pattern) => pattern.test(id)))) {
          add(chunk.fileName);
        }
      }
    },
  };
  const transform: ManifestTransform = (entries) => {
    const manifest = entries.filter(
      (entry) => !entry.url.startsWith('assets/') || shell.has(entry.url) || EARLY_HINTS_FILE.test(entry.url),
    );
    return Promise.resolve({ manifest, warnings: [] });
  };
  return { plugin, transform };
}
