/**
 * RFC 4180 CSV: fields holding a comma, a quote or a line break are quoted, quotes inside
 * doubled; records end in CRLF.
 */
export function toCsv(records: readonly (readonly string[])[]): string {
  return records.map((fields) => fields.map(csvField).join(',') + '\r\n').join('')
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}
