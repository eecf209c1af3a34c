import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** antd-mobile's imperative methods: they render with the removed ReactDOM.render unless the adapter is installed. */
const IMPERATIVE =
  /\b(?:Dialog\.(?:show|alert|confirm|clear)|Modal\.(?:show|alert|confirm|clear)|Toast\.(?:show|clear)|ActionSheet\.show|ImageViewer(?:\.Multi)?\.show|(?:Picker|DatePicker|CascadePicker|Cascader)\.prompt)\(/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('antd-mobile under React 19', () => {
  it("no screen calls antd-mobile's imperative methods, so the app does not install lib/antd-react19.ts", () => {
    // A screen that needs one installs the adapter in its own chunk (installAntdReact19Adapter),
    // not in the frame every logged-in screen downloads (docs/performance.md, issue 45).
    const callers = sources(src).filter((file) => {
      const code = fs.readFileSync(file, 'utf8');
      return (
        /from 'antd-mobile'/.test(code) && IMPERATIVE.test(code) && !/installAntdReact19Adapter/.test(code)
      );
    });
    expect(callers.map((file) => path.relative(src, file))).toEqual([]);
  });

  it('recognises an imperative call', () => {
    expect(IMPERATIVE.test("Toast.show({ content: 'x' })")).toBe(true);
    expect(IMPERATIVE.test('Dialog.confirm({})')).toBe(true);
    expect(IMPERATIVE.test('ImageViewer.Multi.show({})')).toBe(true);
    expect(IMPERATIVE.test('toast.show(message)')).toBe(false);
  });
});
