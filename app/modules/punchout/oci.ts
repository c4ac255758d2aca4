// SAP OCI (Open Catalog Interface 4.0/5.0) return fields (ADR 065): the cart goes back to HOOK_URL as an HTML form of
// NEW_ITEM-<FIELD>[n] fields, n counting from 1. Field lengths are OCI's; prices use a dot as the decimal separator
// and are per PRICEUNIT units. An empty form is the OCI way of saying "cancelled".

export interface OciLine {
  description: string;
  quantity: number;
  /** ISO unit code, e.g. EA (OCI allows three characters). */
  unit: string;
  /** Decimal text per unit, e.g. "186000.00". */
  price: string;
  currency: string;
  sku: string;
  /** Material group (UNSPSC here). */
  matGroup: string;
  manufacturer: string | null;
  /** Our variant id (EXT_PRODUCT_ID), so the buyer's system can send the line back. */
  productId: string;
  leadTimeDays: number | null;
}

/** The form fields, in line order, ready to be rendered as hidden inputs. */
export function ociCartFields(lines: OciLine[]): [string, string][] {
  const fields: [string, string][] = [];
  lines.forEach((line, index) => {
    const n = index + 1;
    const put = (name: string, value: string) => fields.push([`NEW_ITEM-${name}[${n}]`, value]);
    put("DESCRIPTION", line.description.slice(0, 40));
    put("QUANTITY", String(line.quantity));
    put("UNIT", line.unit.slice(0, 3));
    put("PRICE", line.price);
    put("PRICEUNIT", "1");
    put("CURRENCY", line.currency.toUpperCase().slice(0, 5));
    put("VENDORMAT", line.sku.slice(0, 40));
    put("MATGROUP", line.matGroup.slice(0, 10));
    put("EXT_PRODUCT_ID", line.productId.slice(0, 40));
    if (line.manufacturer) put("MANUFACTNAME", line.manufacturer.slice(0, 30));
    if (line.leadTimeDays !== null) put("LEADTIME", String(line.leadTimeDays));
    // The long text for what DESCRIPTION's 40 characters cut off.
    if (line.description.length > 40) fields.push([`NEW_ITEM-LONGTEXT_${n}:132[]`, line.description.slice(0, 132)]);
  });
  return fields;
}
