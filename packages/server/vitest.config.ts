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
    // One module graph per worker, not one per file: importing the server again for each of the 91
    // files cost 167 s of CPU (the suite: 5.6 min on two cores, 4.7 min without it, 2026-11-29).
    // Files share module state: what a test relies on is reset where its database is made
    // (test-support/test-db.ts).
    isolate: false,
    hookTimeout: 60_000,
  },
});
