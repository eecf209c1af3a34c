import type { Plugin } from 'vite';

/**
 * The shell's stylesheets inside index.html (issue #18, docs/decisions/010-code-splitting-and-caching.md).
 *
 * The entry's CSS (the splash, the login form, antd-mobile's globals: about 7 KiB compressed) was two
 * `<link rel="stylesheet">` requests that block the first paint: on a phone on 4G, two more round
 * trips before the splash shows. Inline, the splash paints as soon as the HTML arrives.
 *
 * Each link stays in the page, `disabled`: a disabled stylesheet is never fetched (HTML standard,
 * "fetch and process the linked resource"), but Vite's loader, which looks for a stylesheet link
 * with the file's href before loading a lazy chunk's CSS, then knows the rules are already there.
 * Without it the first lazy chunk that shares the shell's CSS (every language chunk does) would
 * fetch it again and wait for it, and add the same rules a second time after the page's own.
 *
 * The Content-Security-Policy allows inline styles (`style-src 'unsafe-inline'`: antd-mobile sets
 * style attributes), so no hash or nonce is needed.
 */
export function inlineShellCss(): Plugin {
  return {
    name: 'lotto:inline-shell-css',
    apply: 'build',
    generateBundle: {
      // after vite:build-html has written index.html and its links
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') this.error('inline shell css: no index.html in the bundle');
        const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;
        let inlined = 0;
        html.source = String(html.source).replace(link, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (!asset || asset.type !== 'asset')
            this.error(`inline shell css: ${fileName} is not in the bundle`);
          const css = String(asset.source);
          // Relative urls would resolve against the page instead of assets/; a closing tag would end the style.
          if (/url\(\s*['"]?\.|<\/style/i.test(css))
            this.error(`inline shell css: ${fileName} cannot be inlined`);
          inlined += 1;
          return `<style>${css}</style>\n    ${tag.replace('>', ' disabled>')}`;
        });
        if (inlined === 0) this.error('inline shell css: index.html links no stylesheet');
      },
    },
  };
}
