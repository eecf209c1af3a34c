import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // A server test file spends most of its time waiting on SQLite's and PostgreSQL's durable
    // commits, not on the CPU: more files at once than cores (each file has its own databases).
    maxWorkers: 3,
    hookTimeout: 60_000,
  },
});
