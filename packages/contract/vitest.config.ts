import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Property tests run many cases: correctness only, a loaded CI machine needs room.
    testTimeout: 30_000,
  },
});
