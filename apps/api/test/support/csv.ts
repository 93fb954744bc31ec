import { expect } from 'vitest';

/**
 * A CSV as the Brazilian spreadsheet reads it (RFC 4180 with `;`): quoted fields may hold `;`,
 * `"` (doubled) and line breaks; every line, the last included, ends with CRLF.
 */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      out.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  expect(field).toBe('');
  expect(row).toEqual([]);
  return out;
}
