/**
 * The path a request names, as the router reads it: an absolute-form target
 * (`GET http://host/Order/...`) loses its scheme and host, the query goes, percent-escapes are
 * decoded (`/%4Frder/` is `/Order/`). An undecodable path is kept as sent.
 */
export function normalisedPath(url: string): string {
  let path = url;
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(path);
  if (absolute) path = path.slice(absolute[0].length) || '/';
  path = path.split(/[?#]/, 1)[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: the router refuses it as well
  }
  return path;
}
