// Units for structured specifications (issue 9): parse a value and unit as a person types it, normalise it
// to its dimension's base unit so −112 °F and −80 °C compare, and format a stored value for display.
// Pure and dependency-free: used by the seed, the catalogue generator, the specifications table and the
// (later) finder that reads "colder than −80 °C". Libraries such as convert-units lack ×g (RCF), rpm, flow
// and concentration units and parse no free text, so this small table is the whole model.

export type Dimension =
  | "temperature"
  | "volume"
  | "length"
  | "mass"
  | "pressure"
  | "rotation"
  | "rcf"
  | "power"
  | "area"
  | "flow"
  | "time"
  | "concentration"
  | "frequency"
  | "velocity"
  | "count"
  | "percent";

interface UnitDef {
  /** How the unit is written for display. */
  symbol: string;
  dimension: Dimension;
  /** base = value × factor + offset */
  factor: number;
  offset?: number;
}

/** The unit every value of a dimension is stored in. */
export const BASE_UNITS: Record<Dimension, string> = {
  temperature: "°C",
  volume: "L",
  length: "mm",
  mass: "kg",
  pressure: "bar",
  rotation: "rpm",
  rcf: "× g",
  power: "W",
  area: "m²",
  flow: "mL/min",
  time: "s",
  concentration: "g/L",
  frequency: "Hz",
  velocity: "m/s",
  count: "",
  percent: "%",
};

const UNITS: Record<string, UnitDef> = {
  "°C": { symbol: "°C", dimension: "temperature", factor: 1 },
  "°F": { symbol: "°F", dimension: "temperature", factor: 5 / 9, offset: (-32 * 5) / 9 },
  K: { symbol: "K", dimension: "temperature", factor: 1, offset: -273.15 },

  L: { symbol: "L", dimension: "volume", factor: 1 },
  mL: { symbol: "mL", dimension: "volume", factor: 1e-3 },
  µL: { symbol: "µL", dimension: "volume", factor: 1e-6 },
  nL: { symbol: "nL", dimension: "volume", factor: 1e-9 },
  "m³": { symbol: "m³", dimension: "volume", factor: 1000 },
  gal: { symbol: "gal", dimension: "volume", factor: 3.785411784 },

  nm: { symbol: "nm", dimension: "length", factor: 1e-6 },
  µm: { symbol: "µm", dimension: "length", factor: 1e-3 },
  Å: { symbol: "Å", dimension: "length", factor: 1e-7 },
  mm: { symbol: "mm", dimension: "length", factor: 1 },
  cm: { symbol: "cm", dimension: "length", factor: 10 },
  m: { symbol: "m", dimension: "length", factor: 1000 },
  in: { symbol: "in", dimension: "length", factor: 25.4 },
  ft: { symbol: "ft", dimension: "length", factor: 304.8 },

  mg: { symbol: "mg", dimension: "mass", factor: 1e-6 },
  g: { symbol: "g", dimension: "mass", factor: 1e-3 },
  kg: { symbol: "kg", dimension: "mass", factor: 1 },
  t: { symbol: "t", dimension: "mass", factor: 1000 },
  lb: { symbol: "lb", dimension: "mass", factor: 0.45359237 },

  bar: { symbol: "bar", dimension: "pressure", factor: 1 },
  mbar: { symbol: "mbar", dimension: "pressure", factor: 1e-3 },
  Pa: { symbol: "Pa", dimension: "pressure", factor: 1e-5 },
  kPa: { symbol: "kPa", dimension: "pressure", factor: 1e-2 },
  MPa: { symbol: "MPa", dimension: "pressure", factor: 10 },
  psi: { symbol: "psi", dimension: "pressure", factor: 0.0689475729 },

  rpm: { symbol: "rpm", dimension: "rotation", factor: 1 },
  "× g": { symbol: "× g", dimension: "rcf", factor: 1 },

  W: { symbol: "W", dimension: "power", factor: 1 },
  kW: { symbol: "kW", dimension: "power", factor: 1000 },

  "m²": { symbol: "m²", dimension: "area", factor: 1 },
  "cm²": { symbol: "cm²", dimension: "area", factor: 1e-4 },
  "ft²": { symbol: "ft²", dimension: "area", factor: 0.09290304 },

  "mL/min": { symbol: "mL/min", dimension: "flow", factor: 1 },
  "µL/min": { symbol: "µL/min", dimension: "flow", factor: 1e-3 },
  "L/min": { symbol: "L/min", dimension: "flow", factor: 1000 },
  "L/h": { symbol: "L/h", dimension: "flow", factor: 1000 / 60 },

  s: { symbol: "s", dimension: "time", factor: 1 },
  ms: { symbol: "ms", dimension: "time", factor: 1e-3 },
  min: { symbol: "min", dimension: "time", factor: 60 },
  h: { symbol: "h", dimension: "time", factor: 3600 },

  "g/L": { symbol: "g/L", dimension: "concentration", factor: 1 },
  "mg/mL": { symbol: "mg/mL", dimension: "concentration", factor: 1 },
  "ng/µL": { symbol: "ng/µL", dimension: "concentration", factor: 1e-3 },
  "ng/mL": { symbol: "ng/mL", dimension: "concentration", factor: 1e-6 },
  "pg/mL": { symbol: "pg/mL", dimension: "concentration", factor: 1e-9 },
  "ng/L": { symbol: "ng/L", dimension: "concentration", factor: 1e-9 },

  Hz: { symbol: "Hz", dimension: "frequency", factor: 1 },
  "m/s": { symbol: "m/s", dimension: "velocity", factor: 1 },
  // A biosafety cabinet's inflow in the US: feet per minute (100 fpm = 0.508 m/s).
  "ft/min": { symbol: "ft/min", dimension: "velocity", factor: 0.00508 },
  "": { symbol: "", dimension: "count", factor: 1 },
  "%": { symbol: "%", dimension: "percent", factor: 1 },
};

/** Spellings people type, mapped to the table's keys (matched case-sensitively first, then case-insensitively). */
const ALIASES: Record<string, string> = {
  C: "°C",
  ºC: "°C",
  degC: "°C",
  "deg C": "°C",
  celsius: "°C",
  F: "°F",
  ºF: "°F",
  degF: "°F",
  "deg F": "°F",
  fahrenheit: "°F",
  kelvin: "K",
  l: "L",
  liter: "L",
  litre: "L",
  liters: "L",
  litres: "L",
  ml: "mL",
  uL: "µL",
  μL: "µL",
  ul: "µL",
  "µ l": "µL",
  microliter: "µL",
  microliters: "µL",
  microlitre: "µL",
  microlitres: "µL",
  milliliter: "mL",
  milliliters: "mL",
  millilitre: "mL",
  millilitres: "mL",
  nanoliter: "nL",
  nanoliters: "nL",
  nanolitre: "nL",
  nanolitres: "nL",
  gallon: "gal",
  gallons: "gal",
  m3: "m³",
  um: "µm",
  μm: "µm",
  micron: "µm",
  microns: "µm",
  A: "Å",
  inch: "in",
  fpm: "ft/min",
  "feet per minute": "ft/min",
  inches: "in",
  '"': "in",
  feet: "ft",
  kilogram: "kg",
  kilograms: "kg",
  gram: "g",
  grams: "g",
  lbs: "lb",
  pound: "lb",
  pounds: "lb",
  Bar: "bar",
  kpa: "kPa",
  mpa: "MPa",
  pa: "Pa",
  RPM: "rpm",
  "r/min": "rpm",
  "min-1": "rpm",
  "min⁻¹": "rpm",
  // German and French spellings of revolutions per minute (issue 35): "U/min", "UpM", "tr/min".
  "U/min": "rpm",
  "u/min": "rpm",
  upm: "rpm",
  "tr/min": "rpm",
  "trs/min": "rpm",
  "rev/min": "rpm",
  "x g": "× g",
  xg: "× g",
  "×g": "× g",
  "x G": "× g",
  g_rcf: "× g",
  RCF: "× g",
  w: "W",
  kw: "kW",
  watt: "W",
  watts: "W",
  m2: "m²",
  cm2: "cm²",
  ft2: "ft²",
  "sq ft": "ft²",
  "ml/min": "mL/min",
  "ul/min": "µL/min",
  "µl/min": "µL/min",
  "l/min": "L/min",
  "l/h": "L/h",
  sec: "s",
  seconds: "s",
  second: "s",
  minutes: "min",
  minute: "min",
  hours: "h",
  hour: "h",
  hr: "h",
  hrs: "h",
  mins: "min",
  stunde: "h",
  stunden: "h",
  heure: "h",
  heures: "h",
  minuten: "min",
  sekunden: "s",
  secondes: "s",
  mikroliter: "µL",
  mcl: "µL",
  cc: "mL",
  lpm: "L/min",
  "ng/ul": "ng/µL",
  "ng/uL": "ng/µL",
  "ng/μL": "ng/µL",
};

/** The table key for a unit as typed, or null when the unit is unknown. */
export function resolveUnit(unit: string): string | null {
  const trimmed = unit.trim().replace(/\s+/g, " ");
  if (trimmed in UNITS) return trimmed;
  if (trimmed in ALIASES) return ALIASES[trimmed];
  const lower = trimmed.toLowerCase();
  for (const key of Object.keys(UNITS)) if (key.toLowerCase() === lower) return key;
  for (const [alias, key] of Object.entries(ALIASES)) if (alias.toLowerCase() === lower) return key;
  return null;
}

export function dimensionOf(unit: string): Dimension | null {
  const key = resolveUnit(unit);
  return key === null ? null : UNITS[key].dimension;
}

/** The base unit values of `unit` are stored in ("°C" for "°F"), or null for an unknown unit. */
export function baseUnitOf(unit: string): string | null {
  const dimension = dimensionOf(unit);
  return dimension === null ? null : BASE_UNITS[dimension];
}

/** `value` in `unit` expressed in its dimension's base unit; null for an unknown unit. */
export function toBase(value: number, unit: string): number | null {
  const key = resolveUnit(unit);
  if (key === null) return null;
  const def = UNITS[key];
  return roundSignificant(value * def.factor + (def.offset ?? 0));
}

/** A base-unit value expressed in `unit` (same dimension); null for an unknown unit. */
export function fromBase(baseValue: number, unit: string): number | null {
  const key = resolveUnit(unit);
  if (key === null) return null;
  const def = UNITS[key];
  return roundSignificant((baseValue - (def.offset ?? 0)) / def.factor);
}

/** Converts between two units of one dimension; null when either is unknown or the dimensions differ. */
export function convert(value: number, from: string, to: string): number | null {
  if (dimensionOf(from) === null || dimensionOf(from) !== dimensionOf(to)) return null;
  const base = toBase(value, from);
  return base === null ? null : fromBase(base, to);
}

/** Float noise from factors such as 5/9 is cut at 12 significant digits (−80.00000000001 → −80). */
function roundSignificant(value: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(12));
}

export interface Quantity {
  /** Smallest and largest value as entered (equal for a single value). */
  min: number;
  max: number;
  /** The unit's table key as entered ("°F"), "" when none was given. */
  unit: string;
  /** min and max in the dimension's base unit. */
  baseMin: number;
  baseMax: number;
  baseUnit: string;
}

const NUMBER = String.raw`[+\-−]?\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const UNIT = String.raw`(?!to\b)[^\d\s,;()+\-−–—][^\d,;()]*?`;
const RANGE_SEPARATOR = String.raw`\s*(?:–|—|\.\.|-|to)\s*`;
const QUALIFIER = /^(?:up\s+to|max(?:imum)?\.?|min(?:imum)?\.?|approx(?:imately|\.)?|about|ca\.|[<>≤≥~]|<=|>=)\s*/i;
const QUANTITY = new RegExp(String.raw`^(${NUMBER})\s*(${UNIT})?(?:${RANGE_SEPARATOR}(${NUMBER})\s*(${UNIT})?)?$`, "i");

function readNumber(text: string): number {
  return Number(text.replace(/−/g, "-").replace(/[\s,]/g, ""));
}

/**
 * Parses a value or range with a unit as typed: "−80 °C", "-112 F", "0.05–5 mL/min", "Up to 1,300 bar",
 * "-10 °C to +40 °C", "25,830 x g", "4.5 L". Returns null when the text is not a quantity or the unit
 * is unknown (or the two ends of a range have different dimensions). A range is ordered min ≤ max.
 */
export function parseQuantity(input: string): Quantity | null {
  if (input.length > 100) return null;
  const text = input
    .trim()
    .replace(QUALIFIER, "")
    .replace(/\u00a0/g, " ");
  const match = QUANTITY.exec(text);
  if (!match) return null;
  const [, firstText, firstUnitText, secondText, secondUnitText] = match;
  const firstUnit = resolveUnit(firstUnitText ?? "");
  const secondUnit = secondText === undefined ? firstUnit : resolveUnit(secondUnitText ?? firstUnitText ?? "");
  if (firstUnit === null || secondUnit === null) return null;
  // "-10 to 40 °C": the unit written once at the end applies to both ends.
  const unit = firstUnitText === undefined && secondText !== undefined ? secondUnit : firstUnit;
  if (UNITS[unit].dimension !== UNITS[secondUnit].dimension) return null;
  const first = readNumber(firstText);
  const second = secondText === undefined ? first : readNumber(secondText);
  if (!Number.isFinite(first) || !Number.isFinite(second)) return null;
  const firstBase = toBase(first, unit)!;
  const secondBase = toBase(second, secondUnit)!;
  const swap = firstBase > secondBase;
  return {
    min: swap ? second : first,
    max: swap ? first : second,
    unit,
    baseMin: Math.min(firstBase, secondBase),
    baseMax: Math.max(firstBase, secondBase),
    baseUnit: BASE_UNITS[UNITS[unit].dimension],
  };
}

const numberFormats = new Map<number, Intl.NumberFormat>();
/** "1,300", "0.05", "−80": grouped, at most `digits` decimals, a real minus sign. */
export function formatNumber(value: number, digits = 3): string {
  let format = numberFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { maximumFractionDigits: digits });
    numberFormats.set(digits, format);
  }
  // "0.00001 g" with three decimals would read "0 g": a value too small for them keeps three significant digits.
  if (value !== 0 && Math.abs(value) < 0.5 * 10 ** -digits) return smallNumberFormat.format(value).replace("-", "−");
  return format.format(value).replace("-", "−");
}

const smallNumberFormat = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 3 });

function withUnit(number: string, unit: string): string {
  if (unit === "") return number;
  if (unit === "%") return `${number}%`;
  return `${number} ${unit}`;
}

/** A base-unit value shown in `displayUnit` (its dimension's base unit when omitted): "−80 °C", "1,300 bar". */
export function formatQuantity(baseValue: number, displayUnit: string): string {
  const unit = resolveUnit(displayUnit) ?? displayUnit;
  const value = fromBase(baseValue, unit) ?? baseValue;
  return withUnit(formatNumber(value), UNITS[unit]?.symbol ?? unit);
}

/** A base-unit range shown in `displayUnit`: "0.05–5 mL/min", "−10 to 40 °C"; a single value when both ends are equal. */
export function formatRange(baseMin: number, baseMax: number, displayUnit: string): string {
  if (baseMin === baseMax) return formatQuantity(baseMin, displayUnit);
  const unit = resolveUnit(displayUnit) ?? displayUnit;
  const min = fromBase(baseMin, unit) ?? baseMin;
  const max = fromBase(baseMax, unit) ?? baseMax;
  // "−18–40 °C" reads as a subtraction: with a negative end the range is written out with "to".
  const separator = min < 0 || max < 0 ? " to " : "–";
  return withUnit(`${formatNumber(min)}${separator}${formatNumber(max)}`, UNITS[unit]?.symbol ?? unit);
}

export interface QuantityBound {
  /** Inclusive bounds in the base unit; null when open on that side. */
  baseMin: number | null;
  baseMax: number | null;
  baseUnit: string;
  dimension: Dimension;
}

const UPPER =
  /^(?:colder|cooler|lower|less|smaller|shorter|lighter|slower|below|under|at\s+most|no\s+more\s+than|up\s+to|max(?:imum)?|<=?|≤)(?:\s+than)?\s+/i;
const LOWER =
  /^(?:warmer|hotter|higher|more|greater|larger|longer|heavier|faster|above|over|at\s+least|no\s+less\s+than|min(?:imum)?|>=?|≥)(?:\s+than)?\s+/i;
const BETWEEN = /^between\s+(.+?)\s+and\s+(.+)$/i;

/**
 * A requirement as a person writes it — "colder than −80 °C", "at least 50 L", "below -112 °F",
 * "between 2 and 8 °C", "50 L" — as inclusive base-unit bounds. A bare quantity is an exact value (or its
 * range). null when the text holds no known quantity.
 */
export function parseRequirement(input: string): QuantityBound | null {
  const text = input.trim().replace(/\s+/g, " ");
  if (text.length > 100) return null;
  const between = BETWEEN.exec(text);
  if (between) {
    const [, lowText, highText] = between;
    const high = parseQuantity(highText);
    const low = parseQuantity(/[a-zµ°%]/i.test(lowText) ? lowText : `${lowText} ${high?.unit ?? ""}`);
    if (!low || !high || dimensionOf(low.unit) !== dimensionOf(high.unit)) return null;
    return bound(Math.min(low.baseMin, high.baseMin), Math.max(low.baseMax, high.baseMax), high.unit);
  }
  const upper = UPPER.exec(text);
  if (upper) {
    const quantity = parseQuantity(text.slice(upper[0].length));
    return quantity ? bound(null, quantity.baseMax, quantity.unit) : null;
  }
  const lower = LOWER.exec(text);
  if (lower) {
    const quantity = parseQuantity(text.slice(lower[0].length));
    return quantity ? bound(quantity.baseMin, null, quantity.unit) : null;
  }
  const quantity = parseQuantity(text);
  return quantity ? bound(quantity.baseMin, quantity.baseMax, quantity.unit) : null;
}

function bound(baseMin: number | null, baseMax: number | null, unit: string): QuantityBound {
  const dimension = dimensionOf(unit)!;
  return { baseMin, baseMax, baseUnit: BASE_UNITS[dimension], dimension };
}
