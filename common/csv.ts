/**
 * CSV as spreadsheets write it (RFC 4180): fields separated by commas, rows by CRLF or LF, a field
 * in double quotes may hold commas, line breaks and doubled quotes (""). A leading byte-order mark
 * is skipped. Pure, so the server and tests share it.
 */

export class CsvError extends Error {}

/** The rows of a CSV text, each a list of fields; a blank last line is not a row. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const endField = () => {
    row.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
        index += 1;
        const next = text[index];
        if (next !== undefined && next !== "," && next !== "\n" && next !== "\r")
          throw new CsvError(`a closing quote must end its field (line ${line}).`);
        continue;
      }
      if (char === "\n") line += 1;
      field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === "") {
      quoted = true;
      index += 1;
    } else if (char === ",") {
      endField();
      index += 1;
    } else if (char === "\r" || char === "\n") {
      endRow();
      index += char === "\r" && text[index + 1] === "\n" ? 2 : 1;
      line += 1;
    } else {
      field += char;
      index += 1;
    }
  }
  if (quoted) throw new CsvError(`a quoted field is never closed (line ${line}).`);
  if (field !== "" || row.length > 0) endRow();
  return rows;
}

/**
 * One field written so any spreadsheet reads it back as it was: quoted when it holds a comma,
 * quote or line break. A field starting with = + - @ (or a tab or CR) gets a leading apostrophe,
 * so a spreadsheet never runs it as a formula (CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line, CRLF-terminated as RFC 4180 has it. */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}

/** A field as the spreadsheet meant it: the apostrophe `csvField` put before a formula sign removed. */
export function csvValue(field: string): string {
  return /^'[=+\-@\t\r]/.test(field) ? field.slice(1) : field;
}
