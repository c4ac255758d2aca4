// Admin › Manage Demos & Live Events: the event form's rules (pure). Times are typed in the admin's zone and stored
// in UTC; the end is stored as a duration from the start.
import { z } from "~/utils/zod";
import { requiredText, textField } from "~/modules/forms/fields";
import { zonedLocalToUtc } from "~/modules/demos/schedule-time";
import type { EventTypeValue } from "~/modules/events/events";

export const EVENT_TYPES = [
  { value: "webinar", label: "Webinar" },
  { value: "panel_discussion", label: "Panel Discussion" },
  { value: "conference", label: "Conference" },
] as const satisfies readonly { value: EventTypeValue; label: string }[];

/** Speaker rows on the form (blank rows are ignored). */
export const SPEAKER_SLOTS = 4;
export const AGENDA_MAX_ITEMS = 20;
export const CAPACITY_MAX = 100_000;
export const MAX_EVENT_MINUTES = 14 * 24 * 60;
export const EVENTS_PAGE_SIZE = 20;
export const REGISTRATIONS_PAGE_SIZE = 50;

export const DEFAULT_EVENT_IMAGE = "/images/events/webinar-mass-spectrometry.svg";
export const DEFAULT_SPONSOR_LOGO = "/images/brands/agilent-logo.svg";
export const DEFAULT_SPEAKER_PHOTO = "/images/speakers/mei-tanaka.svg";

/** The fields of one speaker row (its photo is a file field, checked by the storage module). */
export function speakerField(index: number, part: "Name" | "Title" | "Photo" | "PhotoUrl") {
  return `speaker${index}${part}`;
}

const optional = (max: number, label: string) =>
  textField()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => v ?? "");

const speakerShape: Record<string, z.ZodType> = {};
for (let i = 0; i < SPEAKER_SLOTS; i++) {
  speakerShape[speakerField(i, "Name")] = optional(120, "A speaker's name");
  speakerShape[speakerField(i, "Title")] = optional(160, "A speaker's title");
  speakerShape[speakerField(i, "PhotoUrl")] = optional(500, "A photo address");
}

/** The event form for an admin in `timeZone` (null: UTC). Checks that the end is after the start. */
export function eventFormSchema(timeZone: string | null) {
  const zone = timeZone ?? "UTC";
  const instant = (label: string) =>
    textField({ error: `${label} is required.` })
      .trim()
      .min(1, `${label} is required.`)
      .transform((value, ctx) => {
        const result = zonedLocalToUtc(value, zone);
        if (!result.ok) {
          ctx.addIssue({
            code: "custom",
            message:
              result.reason === "nonexistent"
                ? "That time does not exist in your time zone (the clocks change). Pick another."
                : "Please enter a date and time.",
          });
          return z.NEVER;
        }
        return result.date;
      });
  return z
    .object({
      name: requiredText("Name", 160),
      type: z.enum(["webinar", "panel_discussion", "conference"], { error: "Please choose a type." }),
      startsAt: instant("Start"),
      endsAt: instant("End"),
      description: requiredText("Description", 4000),
      agenda: optional(4000, "The agenda"),
      // Optional (issue 37): an in-house event has no sponsor, stored as an empty name and logo.
      sponsoredBy: optional(120, "The sponsor's name"),
      capacity: z
        .string()
        .optional()
        .transform((value, ctx) => {
          const text = (value ?? "").trim();
          if (!text) return null;
          const n = Number(text);
          if (!Number.isInteger(n) || n < 1 || n > CAPACITY_MAX) {
            ctx.addIssue({
              code: "custom",
              message: `Capacity must be a whole number from 1 to ${CAPACITY_MAX.toLocaleString("en-US")}, or empty for no limit.`,
            });
            return z.NEVER;
          }
          return n;
        }),
      imageUrl: optional(500, "The image address"),
      sponsorLogoUrl: optional(500, "The logo address"),
      ...speakerShape,
    })
    .superRefine((v, ctx) => {
      const minutes = (v.endsAt.getTime() - v.startsAt.getTime()) / 60_000;
      if (minutes <= 0) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end must be after the start." });
      else if (minutes > MAX_EVENT_MINUTES)
        ctx.addIssue({ code: "custom", path: ["endsAt"], message: "An event can last at most 14 days." });
      const items = agendaItems(v.agenda as string);
      if (items.length > AGENDA_MAX_ITEMS)
        ctx.addIssue({ code: "custom", path: ["agenda"], message: `At most ${AGENDA_MAX_ITEMS} agenda items.` });
      if (items.some((item) => item.length > 200))
        ctx.addIssue({ code: "custom", path: ["agenda"], message: "Each agenda item must be under 200 characters." });
      for (let i = 0; i < SPEAKER_SLOTS; i++) {
        const name = v[speakerField(i, "Name") as keyof typeof v] as string;
        const title = v[speakerField(i, "Title") as keyof typeof v] as string;
        if (!name && title)
          ctx.addIssue({ code: "custom", path: [speakerField(i, "Name")], message: "Please give the speaker's name." });
      }
    });
}

export type EventFormValues = z.infer<ReturnType<typeof eventFormSchema>>;

/** One agenda item per line. */
export function agendaItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The filled speaker rows of a submission, in order. */
export function speakersOf(values: Record<string, unknown>) {
  const rows: { slot: number; name: string; title: string; photoUrl: string }[] = [];
  for (let i = 0; i < SPEAKER_SLOTS; i++) {
    const name = String(values[speakerField(i, "Name")] ?? "").trim();
    if (!name) continue;
    rows.push({
      slot: i,
      name,
      title: String(values[speakerField(i, "Title")] ?? "").trim(),
      photoUrl: String(values[speakerField(i, "PhotoUrl")] ?? "").trim(),
    });
  }
  return rows;
}

/** A URL-safe id from the event's name: "CRISPR Panel 2026" → "crispr-panel-2026". */
export function eventSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "event";
}

/** Whether a capacity leaves room for one more registration. */
export function hasRoom(capacity: number | null, registrations: number): boolean {
  return capacity === null || registrations < capacity;
}

/** The message when a new capacity is below the registrations already taken. */
export function capacityBelowMessage(registrations: number): string {
  return `${registrations.toLocaleString("en-US")} people are already registered: the capacity cannot be lower.`;
}
