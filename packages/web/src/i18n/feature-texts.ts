/**
 * A feature may keep its own texts in `features/<feature>/locales/<language>.json`, all under one
 * top-level key named after the feature, so features never edit each other's files. They are
 * merged over the shared texts of the same language (and checked for completeness like them).
 */
export function withFeatureTexts(shared: object, featureTexts: Record<string, object>): object {
  let merged: Record<string, unknown> = { ...shared };
  for (const texts of Object.values(featureTexts)) merged = { ...merged, ...texts };
  return merged;
}
