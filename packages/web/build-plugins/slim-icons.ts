import type { Plugin } from 'vite';

const ICON_MODULE = /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/][A-Z]\w*\.js$/;
const INVISIBLE_RECT =
  /, \/\*#__PURE__\*\/React\.createElement\("rect", \{\s*fill: "#\w+",\s*opacity: 0,\s*x: 0,\s*y: 0,\s*width: 48,\s*height: 48\s*\}\)/g;

/** Path data with its numbers to one decimal: a tenth of a unit of a 48-unit glyph. */
export function roundPathData(d: string): string {
  return d.replace(/-?\d*\.\d+/g, (number) => String(Number(Number(number).toFixed(1))));
}

/** One antd-mobile-icons module without what draws nothing. */
export function slimIconModule(code: string): string {
  return (
    code
      .replace(/\bd: "([^"]*)"/g, (_, d: string) => `d: "${roundPathData(d)}"`)
      // the design tool's layer names; no icon refers to one (no url(#...), no href)
      .replace(/\n\s*id: "[^"]*",?/g, '')
      // a transparent 48x48 square under every glyph; the svg's own size and viewBox fix the box
      .replace(INVISIBLE_RECT, '')
  );
}

/**
 * antd-mobile-icons are exported from a design tool: path coordinates to seven decimals, layer
 * ids, a transparent square under each glyph. Home's twenty shortcut and menu glyphs were 11 KiB
 * over the wire, about half of the logged-in frame (docs/performance.md, issue 45); rounded to a
 * tenth of a unit (0.04 px at the glyphs' largest size here) and without the invisible parts they
 * draw the same, in about half the bytes.
 */
export function slimIcons(): Plugin {
  return {
    name: 'lotto:slim-icons',
    apply: 'build',
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      return { code: slimIconModule(code), map: null };
    },
  };
}
