import { writeCommand } from '../../db/run-write.js';
import { timeSettlement } from '../../metrics/app-metrics.js';
import { enterResult } from './result.service.js';

/**
 * Entering a result runs on the write thread of either database when there is one: a long
 * settlement off the request thread (decision 019). Timed on the request thread, where the metrics live.
 */
export const enterResultWrite = writeCommand('enterResult', enterResult, {
  threads: ['sqlite', 'postgres'],
  measure: (ctx, _payload, run) => timeSettlement(ctx.metrics, run),
});
