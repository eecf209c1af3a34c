/**
 * The receipt's remark and phone lines keep every character on one line: `\` becomes `\\`,
 * newline `\n`, carriage return `\r`, other control and line-separator characters `\uXXXX`.
 */

const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r' };

/** One line whatever the remark holds; other control and line-separator characters as \uXXXX. */
export function escapeRemark(remark: string): string {
  return remark.replace(
    /[\\\n\r\p{Cc}\u2028\u2029]/gu,
    (ch) => ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The remark as written, or null when a `\\` starts no escape. */
export function unescapeRemark(text: string): string | null {
  if (!/^(?:[^\\]|\\[\\nr]|\\u[0-9a-fA-F]{4})*$/u.test(text)) return null;
  return text.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, e: string) =>
    e.length > 1 ? String.fromCharCode(parseInt(e.slice(1), 16)) : e === 'n' ? '\n' : e === 'r' ? '\r' : e,
  );
}
