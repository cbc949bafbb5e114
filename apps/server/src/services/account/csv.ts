/**
 * RFC 4180 CSV of flat records. A text cell that a spreadsheet would run as a formula (starting with =, +,
 * -, @, a tab or a carriage return: OWASP's CSV injection advice) gets a leading apostrophe; numbers and
 * dates are written as they are.
 */
export function toCsv(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  const lines = [columns.map(quote).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = String(value);
  return quote(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
