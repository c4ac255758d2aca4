// Building an Intl.DateTimeFormat costs far more than formatting with one (locale data, zone rules); pages
// format dozens of dates per render, so each distinct set of options is built once per process.
const formats = new Map<string, Intl.DateTimeFormat>();

/** The en-US formatter for `options` (a time zone included), shared; throws RangeError for an unknown zone. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", options);
    formats.set(key, format);
  }
  return format;
}
