/**
 * CSV as spreadsheets read it (RFC 4180, CRLF). A cell that starts with = + - @ or a tab or carriage
 * return gets a leading apostrophe, so a spreadsheet shows it as text instead of running it as a
 * formula (CSV injection: an admin's name or a URL is typed by someone else).
 */
export function csvOf(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
