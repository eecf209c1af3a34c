import type { Selectable } from 'kysely';

/** One number's meanings in the two dream charts (TPK: Tua Pek Kong, GY: Guan Yin). */
export interface NumberMeaningTable {
  /** exactly 4 ASCII digits, '0000'..'9999' */
  number: string;
  tpk_chn: string;
  tpk_eng: string;
  gy_chn: string;
  gy_eng: string;
  /** the four meanings NFKC-normalised and lower-cased in JavaScript (searchText), for LIKE */
  search_text: string;
  updated_at: number;
}

export type NumberMeaningRow = Selectable<NumberMeaningTable>;
