/** The first characters a spreadsheet reads as the start of a formula (tab and CR too, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet shows as it is, never as a formula: store, prize and customer names are
 * typed by people, and `=HYPERLINK(...)` in a cell would run (in a CSV when opened, in an XLSX
 * when the cell is edited). A leading quote keeps it text; the CSV and the XLSX exports share it.
 */
export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
