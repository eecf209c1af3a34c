import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { roundPathData, slimIconModule } from './slim-icons';

const require = createRequire(import.meta.url);
const iconsDir = path.dirname(require.resolve('antd-mobile-icons/es/index.js'));

describe('slim icons', () => {
  it('rounds path numbers to a tenth, leaving commands and integers as they are', () => {
    expect(roundPathData('M24,2 C36.1502645,2 46,11.8497355 46,24 L-0.04,15.96 Z')).toBe(
      'M24,2 C36.2,2 46,11.8 46,24 L0,16 Z',
    );
  });

  it("keeps every icon's drawing: the same elements and attributes but ids and the transparent square", () => {
    for (const file of fs.readdirSync(iconsDir).filter((name) => /^[A-Z]\w*\.js$/.test(name))) {
      const code = fs.readFileSync(path.join(iconsDir, file), 'utf8');
      const slim = slimIconModule(code);
      const elements = (source: string) =>
        [...source.matchAll(/createElement\("(\w+)"/g)]
          .map((match) => match[1])
          .filter((tag) => tag !== 'rect');
      const rects = (source: string) => source.match(/createElement\("rect"/g)?.length ?? 0;
      const invisible = code.match(/fill: "#\w+",\s*opacity: 0,\s*x: 0,/g)?.length ?? 0;
      expect(elements(slim), file).toEqual(elements(code));
      expect(rects(slim), file).toBe(rects(code) - invisible);
      expect(slim, file).not.toMatch(/\bid: "/);
      expect(slim, file).not.toMatch(/opacity: 0,\s*x: 0/);
      expect(slim.match(/\bd: "/g)?.length, file).toBe(code.match(/\bd: "/g)?.length);
      expect(slim.length, file).toBeLessThan(code.length);
    }
  });
});
