import { describe, expect, it } from 'vitest';
import { PATTERN_CODES, expandPattern } from '@lotto/domain/patterns';
import { typedNumbersSelling } from './exposure.candidates.js';

describe('the typed numbers that may sell a 4D counter', () => {
  it('include every typed number any pattern expands to the counter, for every 4-digit number sampled', () => {
    for (let n = 0; n < 10_000; n += 37) {
      const typed = String(n).padStart(4, '0');
      for (const pattern of PATTERN_CODES) {
        for (const sold of expandPattern(typed, pattern)) {
          expect(typedNumbersSelling('B', sold), `${typed} ${pattern} sells ${sold}`).toContain(typed);
        }
      }
    }
  });

  it('leave 3D, 2D, 5D and 6D counters to a scan of the draw', () => {
    expect(typedNumbersSelling('3A', '234')).toBeNull();
    expect(typedNumbersSelling('2A', '34')).toBeNull();
    expect(typedNumbersSelling('5D', '12345')).toBeNull();
  });
});
