/**
 * Characters no text input may carry (issue #20 items 10 and 12): C0 controls other than tab, line
 * feed and carriage return (NUL is refused by PostgreSQL's text type), DEL and the C1 controls, and
 * the bidirectional controls (LRM, RLM, ALM, embeddings, overrides and isolates) that can make a
 * remark or a username read differently on screen from what is stored ("Trojan Source").
 * Zero-width joiners stay allowed: Bengali and other scripts need them.
 */
export const DISALLOWED_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

const DISALLOWED_TEXT_ALL = new RegExp(DISALLOWED_TEXT.source, 'g');

/** The first disallowed character of `text` as "U+XXXX", or null when the text is clean. */
export function disallowedCharacterIn(text: string): string | null {
  const found = DISALLOWED_TEXT.exec(text);
  if (!found) return null;
  return `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The text without any disallowed character, for showing text stored before the rule existed. */
export function plainText(text: string): string {
  return text.replace(DISALLOWED_TEXT_ALL, '');
}

/**
 * Where in a parsed body or query a string (or a key) carries a disallowed character: the path
 * ("remark", "lines.2.number") and the character, or null. Walks arrays and plain objects with an
 * explicit stack, so a deeply nested body cannot overflow the call stack.
 */
export function findDisallowedText(value: unknown): { path: string; char: string } | null {
  // Each entry knows its parent, so the path is built only for the one bad string found.
  interface Step {
    value: unknown;
    key: string | null;
    parent: Step | null;
  }
  const pathOf = (step: Step | null, last?: string): string => {
    const keys = last === undefined ? [] : [last];
    for (let at = step; at; at = at.parent) if (at.key !== null) keys.push(at.key);
    return keys.reverse().join('.') || 'body';
  };
  const stack: Step[] = [{ value, key: null, parent: null }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const item = step.value;
    if (typeof item === 'string') {
      const char = disallowedCharacterIn(item);
      if (char) return { path: pathOf(step), char };
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) {
        stack.push({ value: item[index], key: String(index), parent: step });
      }
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item).reverse()) {
        const char = disallowedCharacterIn(key);
        if (char) return { path: pathOf(step, key), char };
        stack.push({ value: child, key, parent: step });
      }
    }
  }
  return null;
}
