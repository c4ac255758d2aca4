// Optional language-model reading of a finder request (issue 12, ADR 026). Only when FINDER_LLM_API_KEY is set: an
// OpenAI-compatible chat-completions call (FINDER_LLM_BASE_URL, FINDER_LLM_MODEL) asked for the same requirements
// JSON the parser produces, validated by zod and against the catalogue's vocabulary. Any error, timeout or invalid
// answer returns null and the page uses the parser's reading; the default and every test run offline.
import { z } from "~/utils/zod";
import { requirementsSchema, type Requirements } from "./requirements";
import { shopCurrencies } from "./price";
import { kindAttributeOf, type FinderVocabulary } from "./vocabulary";
import { logger } from "~/utils/log.server";

const configSchema = z.object({
  FINDER_LLM_API_KEY: z.string().min(1).optional(),
  FINDER_LLM_BASE_URL: z.string().url().default("https://api.openai.com/v1"),
  FINDER_LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
  FINDER_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
});

export function languageModelConfig() {
  const parsed = configSchema.safeParse(process.env);
  if (!parsed.success || !parsed.data.FINDER_LLM_API_KEY) return null;
  return { ...parsed.data, FINDER_LLM_API_KEY: parsed.data.FINDER_LLM_API_KEY };
}

/** The instructions: the JSON shape and the catalogue's vocabulary (ids the answer must use). */
export function languageModelPrompt(vocabulary: FinderVocabulary): string {
  const kinds = vocabulary.categories.flatMap((c) => {
    const kind = kindAttributeOf(vocabulary, c.id);
    return kind ? kind.options.map((o) => `${kind.id} = ${o}`) : [];
  });
  const attributes = vocabulary.attributes
    .filter((a) => a.type !== "text")
    .map((a) =>
      a.type === "enum" || a.type === "boolean"
        ? `${a.id} (${a.label}; ${a.type === "boolean" ? "yes|no" : a.options.join("|")})`
        : `${a.id} (${a.label}; number in ${a.unit || "count"})`,
    );
  return [
    "You turn a laboratory buyer's request into JSON requirements for a product catalogue. Answer with one JSON object",
    '{"requirements": [...], "keywords": [...]}. Each requirement has "source": the exact words of the request it comes',
    "from, and one of these shapes:",
    '{"kind":"type","label":…,"options":[{"attributeId":…,"value":…}]} — what the product is (kind options below);',
    '{"kind":"category","label":…,"categoryIds":[…]};',
    '{"kind":"number","label":…,"attributeIds":[…],"ambiguous":false,"dimension":…,"comparator":"below|above|between|about|covers","min":number|null,"max":number|null,"unit":…}',
    "— min/max inclusive, in the base unit (°C, L, mm, kg, bar, rpm, × g, W, m², mL/min, s, g/L, Hz, m/s), unit = the unit the buyer wrote;",
    '{"kind":"enum","label":…,"attributeIds":[…],"values":[…]}; {"kind":"brand","label":…,"brandIds":[…]};',
    '{"kind":"compliance","label":…,"terms":[…]}; {"kind":"scale","scale":"benchtop|pilot|production","terms":[…]};',
    '{"kind":"feature","label":…,"terms":[…]} — a word narrowing the kind ("C18", "microcentrifuge", "96-well"), searched for in the product\'s text;',
    '{"kind":"price","label":"Price","comparator":…,"min":…,"max":…,"currency":…,"usdPerUnit":…,"amount":…} — min/max in US',
    "cents converted at the rate below, currency = the one the buyer wrote (usd if none), amount = the bounds as text.",
    '{"kind":"delivery","label":…,"withinDays":number|null} — how soon it must ship: withinDays = days from order to',
    'dispatch ("ships within 2 weeks" = 14), null for "in stock" (units on hand now); a date is not a delivery time;',
    `Rates (US dollars per unit): ${shopCurrencies(vocabulary)
      .filter((c) => c.usdPerUnit !== null)
      .map((c) => `${c.code} ${c.usdPerUnit}`)
      .join("; ")}.`,
    '"keywords": other meaningful words, at most 8. Use only these ids.',
    `Categories: ${vocabulary.categories.map((c) => `${c.id} (${c.name})`).join("; ")}.`,
    `Kind options: ${kinds.join("; ")}.`,
    `Attributes: ${attributes.join("; ")}.`,
    `Brands: ${vocabulary.brands.map((b) => `${b.id} (${b.name})`).join("; ")}.`,
  ].join("\n");
}

/** Every id the answer uses exists, and every source is words of the request (chips remove them). */
function fitsVocabulary(requirements: Requirements, text: string, vocabulary: FinderVocabulary): boolean {
  const attributes = new Set(vocabulary.attributes.map((a) => a.id));
  const categories = new Set(vocabulary.categories.map((c) => c.id));
  const brands = new Set(vocabulary.brands.map((b) => b.id));
  return requirements.requirements.every((r) => {
    if (!text.includes(r.source)) return false;
    switch (r.kind) {
      case "type":
        return r.options.every((o) => attributes.has(o.attributeId));
      case "category":
        return r.categoryIds.every((id) => categories.has(id));
      case "number":
      case "enum":
        return r.attributeIds.every((id) => attributes.has(id));
      case "brand":
        return r.brandIds.every((id) => brands.has(id));
      case "price":
        return shopCurrencies(vocabulary).some((c) => c.code === r.currency && c.usdPerUnit === r.usdPerUnit);
      default:
        return true;
    }
  });
}

/** The request read by the configured language model, or null (not configured, failed, slow or invalid). */
export async function readWithLanguageModel(text: string, vocabulary: FinderVocabulary): Promise<Requirements | null> {
  const config = languageModelConfig();
  if (!config) return null;
  try {
    const response = await fetch(`${config.FINDER_LLM_BASE_URL.replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${config.FINDER_LLM_API_KEY}` },
      body: JSON.stringify({
        model: config.FINDER_LLM_MODEL,
        temperature: 0,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: languageModelPrompt(vocabulary) },
          { role: "user", content: text },
        ],
      }),
      signal: AbortSignal.timeout(config.FINDER_LLM_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (!content) throw new Error("no content");
    const parsed = requirementsSchema.safeParse(JSON.parse(content));
    if (!parsed.success) throw new Error(`invalid requirements: ${parsed.error.issues[0]?.message}`);
    if (!fitsVocabulary(parsed.data, text, vocabulary)) throw new Error("unknown ids or sources");
    return parsed.data;
  } catch (error) {
    logger().warn(
      `[finder] language model failed, using the parser: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}
