// A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) is made text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180), safe to open in a spreadsheet. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: string[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
