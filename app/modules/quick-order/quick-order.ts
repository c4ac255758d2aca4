// Quick order by SKU (issue 37 item 3): a buyer pastes or types catalogue numbers and quantities, one line each, as
// they come out of a spreadsheet or a lab's order sheet. Pure: the server resolves the SKUs afterwards.
import { MAX_LINE_QUANTITY } from "~/modules/cart/cart";

/** A paste longer than this is refused as a whole: a quick order is a short list, not a catalogue import. */
export const QUICK_ORDER_MAX_LINES = 50;
export const QUICK_ORDER_MAX_CHARS = 5_000;

export interface QuickOrderLine {
  /** 1-based line number of the text, so messages can point at it. */
  row: number;
  sku: string;
  quantity: number;
}

export interface QuickOrderProblem {
  row: number;
  /** The line as typed (trimmed), to quote it back. */
  text: string;
  message: string;
}

export type ParsedQuickOrder =
  { ok: true; lines: QuickOrderLine[] } | { ok: false; problems: QuickOrderProblem[]; formError?: string };

/**
 * One item per line: the SKU, then optionally a quantity (1 when left out), separated by spaces, a tab, a comma or a
 * semicolon — "A1234-56 2", "A1234-56, 2", "A1234-56<TAB>2". A quantity may be written "2x" or "x2". Blank lines are
 * ignored. The same SKU on two lines is one line with the quantities added. Every line with a mistake is reported.
 */
export function parseQuickOrder(text: string): ParsedQuickOrder {
  if (text.length > QUICK_ORDER_MAX_CHARS)
    return {
      ok: false,
      problems: [],
      formError: `Paste at most ${QUICK_ORDER_MAX_CHARS.toLocaleString("en-US")} characters.`,
    };
  const rows = text
    .split(/\r?\n/)
    .map((raw, index) => ({ row: index + 1, text: raw.trim() }))
    .filter((line) => line.text !== "");
  if (rows.length === 0) return { ok: false, problems: [], formError: "Enter at least one SKU." };
  if (rows.length > QUICK_ORDER_MAX_LINES)
    return {
      ok: false,
      problems: [],
      formError: `A quick order holds at most ${QUICK_ORDER_MAX_LINES} lines; this one has ${rows.length}.`,
    };
  const problems: QuickOrderProblem[] = [];
  const bySku = new Map<string, QuickOrderLine>();
  for (const { row, text: line } of rows) {
    const parts = line.split(/[\s,;]+/).filter(Boolean);
    const [sku, quantityText, ...rest] = parts;
    if (!sku) continue;
    if (rest.length > 0) {
      problems.push({ row, text: line, message: "Write one SKU and one quantity per line." });
      continue;
    }
    const quantity = quantityText === undefined ? 1 : parseQuantity(quantityText);
    if (quantity === null) {
      problems.push({ row, text: line, message: `"${quantityText}" is not a quantity: use a whole number from 1.` });
      continue;
    }
    if (quantity === 0) {
      problems.push({ row, text: line, message: "The quantity must be at least 1." });
      continue;
    }
    const merged = (bySku.get(sku.toUpperCase())?.quantity ?? 0) + quantity;
    if (merged > MAX_LINE_QUANTITY) {
      problems.push({ row, text: line, message: `At most ${MAX_LINE_QUANTITY} of one item per order line.` });
      continue;
    }
    const existing = bySku.get(sku.toUpperCase());
    if (existing) existing.quantity = merged;
    else bySku.set(sku.toUpperCase(), { row, sku, quantity });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, lines: [...bySku.values()] };
}

/** "2", "2x", "x2", "02" → 2; "1.5", "-1", "two" → null; "0" → 0 (refused with its own message). */
function parseQuantity(text: string): number | null {
  const match = /^(?:x|×)?(\d+)(?:x|×|pcs|pc|ea)?$/i.exec(text);
  return match ? Number(match[1]) : null;
}
