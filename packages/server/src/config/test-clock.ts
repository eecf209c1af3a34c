import fs from 'node:fs';

/**
 * The server's clock. Normally the machine's. With TEST_CLOCK_FILE (end-to-end tests only, e.g.
 * the weekly cycle's spec that has to pass a Monday), the clock runs ahead of the machine's by the
 * number of milliseconds the file holds, re-read at most every 100 ms so that a test moves the
 * time of a running server by writing the file. A missing or unreadable file means no offset.
 */
export function serverClock(file: string | undefined): () => number {
  if (!file) return Date.now;
  let offset = 0;
  let readAt = 0;
  return () => {
    const now = Date.now();
    if (now - readAt > 100) {
      readAt = now;
      try {
        const value = Number(fs.readFileSync(file, 'utf8').trim());
        offset = Number.isFinite(value) ? value : 0;
      } catch {
        offset = 0;
      }
    }
    return now + offset;
  };
}
