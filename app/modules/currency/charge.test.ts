import { describe, expect, it } from "vitest";
import { chargeCurrency, chargedPrice, listedPriceNote, orderLinePriceLabel, recordedRateText } from "./charge";
import { convertCents, convertedAmount, type RatedCurrency } from "./display-currency";

const eur: RatedCurrency = { code: "eur", symbol: "€", template: "€$1", usdPerUnit: 1.08 };
const gbp: RatedCurrency = { code: "gbp", symbol: "£", template: "£$1", usdPerUnit: 1.27 };
const usd: RatedCurrency = { code: "usd", symbol: "$", template: "$$1", usdPerUnit: 1 };
const chf: RatedCurrency = { code: "chf", symbol: "CHF ", template: "CHF $1", usdPerUnit: null };
const currencies = [eur, gbp, usd, chf];

describe("chargeCurrency", () => {
  it("is the buyer's display currency when every line is in it or converts into it", () => {
    expect(chargeCurrency(["usd", "gbp", "EUR"], eur, currencies)).toBe(eur);
    expect(chargeCurrency(["eur"], eur, currencies)).toBe(eur);
  });
  it("is null (charged as listed) without a display currency, an empty cart, or a line without a stated rate", () => {
    expect(chargeCurrency(["usd"], null, currencies)).toBeNull();
    expect(chargeCurrency([], eur, currencies)).toBeNull();
    expect(chargeCurrency(["usd", "chf"], eur, currencies)).toBeNull();
    expect(chargeCurrency(["xyz"], eur, currencies)).toBeNull();
  });
  it("an unrated display currency still charges lines already listed in it (nothing to convert)", () => {
    expect(chargeCurrency(["chf"], chf, currencies)).toBe(chf);
    expect(chargeCurrency(["chf", "usd"], chf, currencies)).toBeNull();
  });
});

describe("chargedPrice", () => {
  it("converts at the rate it records, so the recorded rate reproduces the charged price", () => {
    const price = chargedPrice(100_000, "USD", eur, currencies);
    expect(price).toEqual({
      unitPriceCents: 92_593,
      listed: { listedUnitPriceCents: 100_000, listedCurrencyCode: "usd", exchangeRate: "0.9259259259" },
    });
    expect(Math.round(100_000 * Number(price.listed!.exchangeRate))).toBe(price.unitPriceCents);
  });
  it("agrees with the converted amount the product page shows", () => {
    for (const cents of [1, 99, 12_345, 4_280_000, 18_600_000, 99_999_999]) {
      expect(chargedPrice(cents, "gbp", eur, currencies).unitPriceCents).toBe(
        convertedAmount(cents, "gbp", eur, currencies)!.cents,
      );
      expect(chargedPrice(cents, "gbp", eur, currencies).unitPriceCents).toBe(convertCents(cents, gbp, eur));
    }
  });
  it("leaves a price listed in the charged currency as it is, and refuses a currency without a rate", () => {
    expect(chargedPrice(5_000, "eur", eur, currencies)).toEqual({ unitPriceCents: 5_000, listed: null });
    expect(() => chargedPrice(5_000, "chf", eur, currencies)).toThrow(/No stated rate/);
  });
});

describe("what an order line says of its price", () => {
  const converted = { listedUnitPriceCents: 100_000, listedCurrencyCode: "usd", exchangeRate: "0.9259259259" };
  it("states the listed price and the recorded rate", () => {
    expect(recordedRateText("usd", "eur", "0.9259259259")).toBe("1 USD = 0.9259259259 EUR");
    expect(recordedRateText("gbp", "eur", "1.1759259260")).toBe("1 GBP = 1.175925926 EUR");
    expect(listedPriceNote(converted, "eur")).toBe("listed $1,000.00 · 1 USD = 0.9259259259 EUR");
  });
  it("joins the price's basis and the conversion; nothing for a plain list price", () => {
    expect(orderLinePriceLabel({ priceSource: "tier", priceNote: "10+ units", ...converted }, "eur")).toBe(
      "Quantity price, 10+ units · listed $1,000.00 · 1 USD = 0.9259259259 EUR",
    );
    const plain = { listedUnitPriceCents: null, listedCurrencyCode: null, exchangeRate: null };
    expect(orderLinePriceLabel({ priceSource: "list", priceNote: null, ...plain }, "eur")).toBeNull();
    expect(orderLinePriceLabel({ priceSource: "sale", priceNote: null, ...plain }, "eur")).toBe("Sale price");
  });
});
