import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Property tests run many cases: correctness only, a loaded CI machine needs room.
    testTimeout: 30_000,
  },
});
