/** Characters Python's str.isprintable() rejects (other than the space), which repr() escapes. */
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

function escapeChar(ch: string): string {
  if (ch === '\\') return '\\\\';
  if (ch === '\n') return '\\n';
  if (ch === '\r') return '\\r';
  if (ch === '\t') return '\\t';
  if (ch === ' ' || !NOT_PRINTABLE.test(ch)) return ch;
  const code = ch.codePointAt(0)!;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\U${code.toString(16).padStart(8, '0')}`;
}

/** Python 3's repr() of a str: single quotes unless the text has one and no double quote; escapes as CPython writes them. */
export function pythonStringRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let body = '';
  for (const ch of text) body += ch === quote ? `\\${ch}` : escapeChar(ch);
  return `${quote}${body}${quote}`;
}

export type PythonValue = string | PythonValue[] | { [key: string]: PythonValue };

/** Python 3's str() of a str / list / dict built from strings (what KaLMA's scripts print a KG with). */
export function pythonRepr(value: PythonValue): string {
  if (typeof value === 'string') return pythonStringRepr(value);
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  return `{${Object.entries(value).map(([key, item]) => `${pythonStringRepr(key)}: ${pythonRepr(item)}`).join(', ')}}`;
}
