import {
  createScanner,
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';

/** A problem in a file, on a 1-based line (result imports and meaning charts share this shape). */
export interface FileProblem {
  file: string;
  line: number;
  message: string;
}

/** A parsed JSON file that still knows where each value stands, so problems can name lines. */
export interface JsonDocument {
  root: Node;
  /** 1-based line of a character offset */
  lineOf(offset: number): number;
}

export interface JsonProperty {
  key: string;
  /** the property's own node: its offset is where the key starts */
  node: Node;
  value: Node;
}

// Keyed by name: ParseErrorCode is an ambient const enum, which isolatedModules cannot inline.
const SYNTAX_MESSAGES: Partial<Record<ReturnType<typeof printParseErrorCode>, string>> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'bad number',
  PropertyNameExpected: 'expected a key in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: "expected ':'",
  CommaExpected: "expected ','",
  CloseBraceExpected: "expected '}'",
  CloseBracketExpected: "expected ']'",
  EndOfFileExpected: 'unexpected text after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'incomplete number',
  InvalidUnicode: 'bad \\u escape',
  InvalidEscapeCharacter: 'bad escape sequence',
  InvalidCharacter: 'control character inside a string',
};

/**
 * Parses strict JSON with jsonc-parser, which keeps every value's offset (JSON.parse keeps none,
 * and its error positions differ between engines). Comments and trailing commas are refused: the
 * files must also load in any other JSON reader. Only the first syntax error is reported; after
 * it, the parser's recovery produces follow-on errors that would only mislead.
 */
export function parseJsonDocument(
  file: string,
  text: string,
): { doc: JsonDocument } | { problem: FileProblem } {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) lineStarts.push(i + 1);
  }
  const lineOf = (offset: number): number => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };

  const columnOf = (offset: number, line: number): number => offset - lineStarts[line - 1]! + 1;

  // parseTree and getNodeValue recurse once per level: a few thousand `[` overflow the stack, so
  // the depth is measured first, without recursion.
  const tooDeep = firstOffsetDeeperThan(text, MAX_JSON_DEPTH);
  if (tooDeep !== null) {
    const line = lineOf(tooDeep);
    const column = columnOf(tooDeep, line);
    return {
      problem: {
        file,
        line,
        message: `JSON nests deeper than ${MAX_JSON_DEPTH} levels (at column ${column})`,
      },
    };
  }

  const errors: ParseError[] = [];
  let root: Node | undefined;
  try {
    root = parseTree(text, errors, {
      disallowComments: true,
      allowTrailingComma: false,
      allowEmptyContent: false,
    });
  } catch (error) {
    // A file must never crash its reader: whatever the parser trips on is the file's problem.
    const reason = error instanceof Error ? error.message : String(error);
    return { problem: { file, line: 1, message: `unreadable JSON: ${reason}` } };
  }
  const first = errors[0];
  if (first || !root) {
    const offset = first?.offset ?? 0;
    const line = lineOf(offset);
    const column = columnOf(offset, line);
    const what = first ? syntaxMessage(text, first) : 'no JSON value';
    return { problem: { file, line, message: `JSON syntax error at column ${column}: ${what}` } };
  }
  return { doc: { root, lineOf } };
}

/**
 * How deep objects and lists may nest in an imported JSON file. The deepest real file (a result
 * file's `{ "results": [ { ... } ] }`) has 3 levels; 64 leaves room for any sane layout while
 * keeping the recursive parser far from the stack's limit.
 */
export const MAX_JSON_DEPTH = 64;

// jsonc-parser's SyntaxKind is an ambient const enum (not importable with isolated modules).
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const EOF = 17;

/**
 * The offset of the first `[` or `{` that opens level `limit + 1`, or null: the parser's own
 * scanner (linear, no recursion) read token by token, so strings, escapes and comments are seen
 * exactly as the parser sees them. Syntax is left to the parser, which only runs once the depth is
 * known to be safe.
 */
function firstOffsetDeeperThan(text: string, limit: number): number | null {
  const scanner = createScanner(text, true);
  let depth = 0;
  for (let token = scanner.scan(); token !== EOF; token = scanner.scan()) {
    if (token === OPEN_BRACE || token === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return scanner.getTokenOffset();
    } else if ((token === CLOSE_BRACE || token === CLOSE_BRACKET) && depth > 0) {
      depth -= 1;
    }
  }
  return null;
}

function syntaxMessage(text: string, error: ParseError): string {
  const message = SYNTAX_MESSAGES[printParseErrorCode(error.error)] ?? 'unreadable JSON';
  const next = text[error.offset];
  const previous = text.slice(0, error.offset).trimEnd().at(-1);
  // The commonest hand-editing slip, worth naming as such.
  if (previous === ',' && (next === '}' || next === ']')) return `trailing comma before '${next}'`;
  return message;
}

/** The properties of an object node in file order (duplicates included, unlike getNodeValue). */
export function propertiesOf(node: Node): JsonProperty[] {
  const properties: JsonProperty[] = [];
  for (const property of node.children ?? []) {
    const [keyNode, value] = property.children ?? [];
    if (keyNode && value) properties.push({ key: String(keyNode.value), node: property, value });
  }
  return properties;
}

/** The plain value of a node (strings, numbers, lists...) for the domain's checks. */
export function valueOf(node: Node): unknown {
  return getNodeValue(node);
}

/** How a JSON value shows in a problem when it has the wrong kind. */
export function kindOf(node: Node): string {
  if (node.type === 'array') return 'a list';
  if (node.type === 'object') return 'an object';
  if (node.type === 'string') return 'a string';
  if (node.type === 'null') return 'null';
  return `a ${node.type}`;
}
