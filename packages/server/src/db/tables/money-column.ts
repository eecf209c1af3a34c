import type { ColumnType, InsertType } from 'kysely';
import type { Cents } from '@lotto/domain/money';

/**
 * An integer-cents column: read as the domain's `Cents` (so no read needs a cast), written from any
 * integer the code computed (a sum of Cents is a plain number to TypeScript; the CHECKs and the
 * domain's `cents()` at the edges keep it whole).
 */
export type CentsColumn = ColumnType<Cents, number, number>;

/** A cents column that may be null (an optional threshold). */
export type NullableCentsColumn = ColumnType<Cents | null, number | null, number | null>;

/** A cents column with a database default (migrations say which). */
export type DefaultedCentsColumn = ColumnType<Cents, number | undefined, number>;

/**
 * A table's row as the code writes it: every column required, each as its insert type (a cents
 * column takes any integer). For code that builds whole rows before one insert.
 */
export type RowToWrite<T> = { [K in keyof T]: InsertType<T[K]> };
