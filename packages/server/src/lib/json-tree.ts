import { getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

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

  const errors: ParseError[] = [];
  const root = parseTree(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const first = errors[0];
  if (first || !root) {
    const offset = first?.offset ?? 0;
    const line = lineOf(offset);
    const column = offset - lineStarts[line - 1]! + 1;
    const what = first ? syntaxMessage(text, first) : 'no JSON value';
    return { problem: { file, line, message: `JSON syntax error at column ${column}: ${what}` } };
  }
  return { doc: { root, lineOf } };
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
