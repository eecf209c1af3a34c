import { formatPoints, parsePoints } from '@lotto/domain/money';

/** Points from the wire (a JSON number, at most two decimals) as "1,234.50" (spec §9). */
export function formatWirePoints(points: number): string {
  const parsed = parsePoints(points);
  return parsed.ok ? formatPoints(parsed.value) : points.toFixed(2);
}
