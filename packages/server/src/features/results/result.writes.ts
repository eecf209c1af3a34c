import { writeCommand } from '../../db/run-write.js';
import { enterResult } from './result.service.js';

/** Entering a result, run on the write thread when there is one, SQLite's or PostgreSQL's (db/run-write.ts). */
export const enterResultWrite = writeCommand('enterResult', enterResult);
