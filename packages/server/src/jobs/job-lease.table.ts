/** One background job's lease: who runs it now, and until when (ms since the epoch). */
export interface JobLeaseTable {
  name: string;
  holder: string;
  expires_at: number;
}
