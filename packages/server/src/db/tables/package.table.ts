import type { Generated, Selectable } from 'kysely';

export interface PackageTable {
  id: Generated<number>;
  name: string;
  /** the scale applied to the base table, parts per 10,000 (10920 = 1.092x) */
  scale_per10k: number;
  /** PackageRates (domain) as JSON: payouts in cents per 1.00, commission in basis points */
  rates_json: string;
  created_at: number;
}

export type PackageRow = Selectable<PackageTable>;
