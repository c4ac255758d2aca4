// CSV cells are untrusted input: a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return
// before one) as a formula. Such cells are written with a leading apostrophe, which spreadsheets show as text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCsvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse of safeCsvCell for a file coming back (export → edit → import): "'=SUM(A1)" reads as "=SUM(A1)". */
export function unescapeCsvCell(value: string): string {
  return value.length > 1 && value[0] === "'" && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
