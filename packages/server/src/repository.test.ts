import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: its tests, docs, README and CI read and name nothing outside the
 * clone (real draw data is in fixtures/results/, the product and its rules in docs/product.md and
 * docs/rules.md). And every decision record keeps the team's four sections.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\0').filter((file) => file !== '');
}

// Built from parts so that this file does not match itself.
const OUTSIDE = new RegExp(
  [
    String.raw`\.\./shared`,
    String.raw`shared/(spec|design|data)/`,
    'game-rules\\.md',
    'product-spec\\.md',
  ].join('|'),
);

describe('the repository stands alone', () => {
  it('no committed file names a folder beside the repository', () => {
    const files = trackedFiles();
    expect(files).toContain('docs/rules.md');
    const offenders = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return text
        .split('\n')
        .flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(offenders).toEqual([]);
  });

  it('every decision record has Status, Context, Decision and Consequences, in that order', () => {
    const dir = path.join(ROOT, 'docs/decisions');
    const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
    expect(records.length).toBeGreaterThanOrEqual(8);
    const wanted = ['Status', 'Context', 'Decision', 'Consequences'];
    const wrong = records.flatMap((name) => {
      const headings = readFileSync(path.join(dir, name), 'utf8')
        .split('\n')
        .filter((line) => /^## /.test(line))
        .map((line) => line.slice(3).trim())
        .filter((heading) => wanted.includes(heading));
      return headings.join(',') === wanted.join(',') ? [] : [`${name}: ${headings.join(', ') || 'none'}`];
    });
    expect(wrong).toEqual([]);
  });
});
