import { writeCommand } from '../../db/run-write.js';
import { enterResult } from './result.service.js';

/** Entering a result, run on the SQLite write thread when there is one (db/run-write.ts). */
export const enterResultWrite = writeCommand('enterResult', enterResult);
