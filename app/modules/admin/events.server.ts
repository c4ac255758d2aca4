// Admin › Manage Demos & Live Events: events (create, edit, delete, images and speaker photos through the storage
// module), registrations per event (paged; CSV export in registrations-csv.server.ts) and demo oversight (end a live
// demo, hide or show a replay). Every write is audited in the transaction that makes it.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { SessionUser } from "~/modules/auth/session.server";
import { utcToZonedLocal } from "~/modules/demos/schedule-time";
import { EVENT_TYPE_LABELS } from "~/modules/events/events";
import { endLiveDemo } from "~/modules/live/room.server";
import { readTimeZone } from "~/utils/cookies.server";
import { prisma } from "~/utils/db.server";
import { writeAudit } from "./audit.server";
import { readPage } from "./community";
import {
  agendaItems,
  capacityBelowMessage,
  DEFAULT_EVENT_IMAGE,
  DEFAULT_SPEAKER_PHOTO,
  DEFAULT_SPONSOR_LOGO,
  eventFormSchema,
  eventSlug,
  EVENTS_PAGE_SIZE,
  REGISTRATIONS_PAGE_SIZE,
  SPEAKER_SLOTS,
  speakerField,
  speakersOf,
  type EventFormValues,
} from "./events";
import { backToSection, failed, sectionFormError } from "./section-forms.server";
import { deleteUnusedImages, ownImage, readSectionForm, storeImages } from "./uploads.server";

const DEMOS_PAGE_SIZE = 20;

// ── Reading ──

async function listEventsPage(page: number) {
  const rows = await prisma.event.findMany({
    orderBy: [{ startsAt: "desc" }, { id: "asc" }],
    skip: (page - 1) * EVENTS_PAGE_SIZE,
    take: EVENTS_PAGE_SIZE + 1,
    select: {
      id: true,
      name: true,
      type: true,
      startsAt: true,
      capacity: true,
      hasDetail: true,
      _count: { select: { registrations: true } },
    },
  });
  return {
    hasNext: rows.length > EVENTS_PAGE_SIZE,
    events: rows.slice(0, EVENTS_PAGE_SIZE).map((e) => ({
      id: e.id,
      name: e.name,
      typeLabel: EVENT_TYPE_LABELS[e.type],
      startsAt: e.startsAt.toISOString(),
      capacity: e.capacity,
      registrations: e._count.registrations,
      full: e.capacity !== null && e._count.registrations >= e.capacity,
      hasDetail: e.hasDetail,
    })),
  };
}

/** The form's values for an existing event, its times in the admin's zone. */
async function eventFormData(id: string, timeZone: string | null) {
  const event = await prisma.event.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      type: true,
      startsAt: true,
      durationMinutes: true,
      description: true,
      agenda: true,
      sponsoredBy: true,
      sponsorLogoUrl: true,
      imageUrl: true,
      capacity: true,
      speakers: { orderBy: { position: "asc" }, select: { name: true, title: true, avatarUrl: true } },
      _count: { select: { registrations: true } },
    },
  });
  if (!event) return null;
  const zone = timeZone ?? "UTC";
  const values: Record<string, string> = {
    name: event.name,
    type: event.type,
    startsAt: utcToZonedLocal(event.startsAt, zone),
    endsAt: utcToZonedLocal(new Date(event.startsAt.getTime() + event.durationMinutes * 60_000), zone),
    description: event.description,
    agenda: event.agenda.join("\n"),
    sponsoredBy: event.sponsoredBy,
    capacity: event.capacity === null ? "" : String(event.capacity),
    imageUrl: event.imageUrl,
    sponsorLogoUrl: event.sponsorLogoUrl,
  };
  event.speakers.slice(0, SPEAKER_SLOTS).forEach((s, i) => {
    values[speakerField(i, "Name")] = s.name;
    values[speakerField(i, "Title")] = s.title;
    values[speakerField(i, "PhotoUrl")] = s.avatarUrl;
  });
  return { id: event.id, name: event.name, registrations: event._count.registrations, values };
}

async function registrationsPage(eventId: string, page: number) {
  const event = await prisma.event.findUnique({
    where: { id: eventId },
    select: { id: true, name: true, capacity: true, _count: { select: { registrations: true } } },
  });
  if (!event) return null;
  const rows = await prisma.eventRegistration.findMany({
    where: { eventId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    skip: (page - 1) * REGISTRATIONS_PAGE_SIZE,
    take: REGISTRATIONS_PAGE_SIZE + 1,
    select: { id: true, fullName: true, email: true, company: true, role: true, createdAt: true },
  });
  return {
    id: event.id,
    name: event.name,
    capacity: event.capacity,
    total: event._count.registrations,
    page,
    hasNext: rows.length > REGISTRATIONS_PAGE_SIZE,
    rows: rows.slice(0, REGISTRATIONS_PAGE_SIZE).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    csvPath: `/admin/events/${encodeURIComponent(event.id)}/registrations.csv`,
  };
}

async function demosPage(page: number) {
  const rows = await prisma.demo.findMany({
    where: { status: { in: ["live", "replay"] } },
    orderBy: [{ status: "asc" }, { startsAt: "desc" }, { id: "asc" }],
    skip: (page - 1) * DEMOS_PAGE_SIZE,
    take: DEMOS_PAGE_SIZE + 1,
    select: { id: true, title: true, status: true, creatorName: true, startsAt: true, replayHiddenAt: true },
  });
  return {
    hasNext: rows.length > DEMOS_PAGE_SIZE,
    demos: rows.slice(0, DEMOS_PAGE_SIZE).map((d) => ({
      id: d.id,
      title: d.title,
      status: d.status,
      creatorName: d.creatorName,
      startsAt: d.startsAt.toISOString(),
      replayHidden: d.replayHiddenAt !== null,
    })),
  };
}

/** Everything Manage Demos & Live Events shows for one URL. */
export async function getDemosSection(url: URL, timeZone: string | null) {
  const params = url.searchParams;
  const view = params.get("view") === "demos" ? ("demos" as const) : ("events" as const);
  const page = readPage(params.get("page"));
  const eventParam = params.get("event")?.slice(0, 80) ?? null;
  const registrationsId = params.get("registrations")?.slice(0, 80) ?? null;
  const confirmId = params.get("confirmDelete")?.slice(0, 80) ?? null;
  const [events, editing, registrations, confirmDelete, demos] = await Promise.all([
    view === "events" ? listEventsPage(page) : null,
    eventParam && eventParam !== "new" ? eventFormData(eventParam, timeZone) : null,
    registrationsId ? registrationsPage(registrationsId, readPage(params.get("rpage"))) : null,
    confirmId
      ? prisma.event.findUnique({
          where: { id: confirmId },
          select: { id: true, name: true, _count: { select: { registrations: true } } },
        })
      : null,
    view === "demos" ? demosPage(page) : null,
  ]);
  return {
    view,
    page,
    creating: eventParam === "new",
    editing,
    editingMissing: Boolean(eventParam && eventParam !== "new" && !editing),
    registrations,
    confirmDelete: confirmDelete
      ? { id: confirmDelete.id, name: confirmDelete.name, registrations: confirmDelete._count.registrations }
      : null,
    events,
    demos,
    timeZone,
  };
}

export type DemosSectionData = Awaited<ReturnType<typeof getDemosSection>>;

// ── Saving an event ──

type FieldErrors = Record<string, string[]>;
type SaveOutcome =
  { ok: true; id: string; created: boolean } | { ok: false; fieldErrors: FieldErrors } | { ok: false; notFound: true };

async function uniqueEventId(name: string): Promise<string> {
  const base = eventSlug(name);
  const taken = await prisma.event.findMany({
    where: { id: { startsWith: base } },
    select: { id: true },
    take: 1000,
  });
  const ids = new Set(taken.map((e) => e.id));
  if (!ids.has(base)) return base;
  for (let n = 2; ; n++) if (!ids.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Creates (id null) or updates an event with its speakers. The capacity is checked against the registrations with
 * the event row locked, so a registration arriving meanwhile cannot slip under a lowered capacity.
 */
export async function saveEvent(
  actorId: string,
  id: string | null,
  values: EventFormValues,
  images: Record<string, string>,
): Promise<SaveOutcome> {
  const speakers = speakersOf(values).map((s, position) => ({
    name: s.name,
    title: s.title,
    avatarUrl: images[speakerField(s.slot, "Photo")] ?? ownImage(s.photoUrl, DEFAULT_SPEAKER_PHOTO),
    position,
  }));
  const data = {
    name: values.name,
    type: values.type,
    startsAt: values.startsAt,
    durationMinutes: Math.round((values.endsAt.getTime() - values.startsAt.getTime()) / 60_000),
    description: values.description,
    agenda: agendaItems(values.agenda as string),
    sponsoredBy: values.sponsoredBy,
    // No sponsor (an in-house event): no logo either, whatever the form carried.
    sponsorLogoUrl: values.sponsoredBy
      ? (images.sponsorLogo ?? ownImage(values.sponsorLogoUrl as string, DEFAULT_SPONSOR_LOGO))
      : "",
    imageUrl: images.image ?? ownImage(values.imageUrl as string, DEFAULT_EVENT_IMAGE),
    capacity: values.capacity,
    hasDetail: true,
  };
  if (id === null) {
    const newId = await uniqueEventId(values.name);
    await prisma.$transaction(async (tx) => {
      await tx.event.create({
        data: { id: newId, ...data, speakers: { create: speakers } },
        select: { id: true },
      });
      await writeAudit(tx, actorId, "event.create", newId, { name: data.name, capacity: data.capacity });
    });
    return { ok: true, id: newId, created: true };
  }
  const { outcome, unused } = await prisma.$transaction(async (tx) => {
    const none: (string | null)[] = [];
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Event" WHERE id = ${id} FOR UPDATE`;
    if (locked.length === 0) return { outcome: { ok: false, notFound: true } as SaveOutcome, unused: none };
    const registrations = await tx.eventRegistration.count({ where: { eventId: id } });
    if (data.capacity !== null && data.capacity < registrations)
      return {
        outcome: { ok: false, fieldErrors: { capacity: [capacityBelowMessage(registrations)] } } as SaveOutcome,
        unused: none,
      };
    const before = await tx.event.findUniqueOrThrow({
      where: { id },
      select: { imageUrl: true, sponsorLogoUrl: true, speakers: { select: { avatarUrl: true } } },
    });
    await tx.eventSpeaker.deleteMany({ where: { eventId: id } });
    await tx.event.update({ where: { id }, data: { ...data, speakers: { create: speakers } }, select: { id: true } });
    await writeAudit(tx, actorId, "event.update", id, { name: data.name, capacity: data.capacity });
    // Stored images this event no longer uses are deleted once the change is committed.
    return {
      outcome: { ok: true, id, created: false } as SaveOutcome,
      unused: [before.imageUrl, before.sponsorLogoUrl, ...before.speakers.map((s) => s.avatarUrl)],
    };
  });
  await deleteUnusedImages(unused, [data.imageUrl, data.sponsorLogoUrl, ...speakers.map((s) => s.avatarUrl)]);
  return outcome;
}

async function deleteEvent(actorId: string, id: string) {
  return prisma.$transaction(async (tx) => {
    const event = await tx.event.findUnique({
      where: { id },
      select: { name: true, _count: { select: { registrations: true } } },
    });
    if (!event) return false;
    await tx.event.delete({ where: { id }, select: { id: true } });
    await writeAudit(tx, actorId, "event.delete", id, {
      name: event.name,
      registrations: event._count.registrations,
    });
    return true;
  });
}

// ── Demo oversight ──

/** An admin ends a live demo (live → replay), whoever hosts it: the host's own path, plus the audit entry. */
export async function endDemoAsAdmin(actorId: string, demoId: string): Promise<boolean> {
  return endLiveDemo(demoId, { alsoInTx: (tx) => writeAudit(tx, actorId, "demo.end", demoId) });
}

/** Hides a replay from every public list and its page (or shows it again). */
export async function setReplayHidden(actorId: string, demoId: string, hidden: boolean): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.demo.updateMany({
      where: { id: demoId, status: "replay" },
      data: { replayHiddenAt: hidden ? new Date() : null },
    });
    if (count === 0) return false;
    await writeAudit(tx, actorId, hidden ? "demo.replay_hide" : "demo.replay_show", demoId);
    return true;
  });
}

// ── The section's POST ──

const IMAGE_FIELDS = [
  "image",
  "sponsorLogo",
  ...Array.from({ length: SPEAKER_SLOTS }, (_, i) => speakerField(i, "Photo")),
];

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 80) : "";
}

export async function demosAction(request: Request, admin: SessionUser) {
  const timeZone = readTimeZone(request);
  const read = await readSectionForm(request, IMAGE_FIELDS.length);
  if (!read.ok) {
    const reply: SubmissionResult<string[]> = { status: "error", error: { "": [read.message] } };
    return sectionFormError("demos", "event", reply);
  }
  const form = read.form;
  const intent = field(form, "intent");
  const eventId = field(form, "eventId");
  const demoId = field(form, "demoId");
  const view = field(form, "view") || null;
  switch (intent) {
    case "event-save": {
      const submission = parseWithZod(form, { schema: eventFormSchema(timeZone) });
      if (submission.status !== "success") return sectionFormError("demos", "event", submission.reply());
      const images = await storeImages(form, IMAGE_FIELDS);
      if (!images.ok) return sectionFormError("demos", "event", submission.reply({ fieldErrors: images.fieldErrors }));
      let outcome: SaveOutcome;
      try {
        outcome = await saveEvent(admin.id, eventId || null, submission.value, images.urls);
      } catch (error) {
        await images.discard();
        throw error;
      }
      if (!outcome.ok) {
        await images.discard();
        if ("notFound" in outcome)
          return backToSection("demos", failed("Event not found", "It was deleted meanwhile."));
        return sectionFormError("demos", "event", submission.reply({ fieldErrors: outcome.fieldErrors }));
      }
      return backToSection(
        "demos",
        {
          title: outcome.created ? "Event created" : "Event saved",
          description: `“${submission.value.name}” is on the events page.`,
        },
        { event: outcome.id },
      );
    }
    case "event-delete": {
      const deleted = await deleteEvent(admin.id, eventId);
      return backToSection(
        "demos",
        deleted
          ? { title: "Event deleted", description: "The event and its registrations were removed." }
          : failed("Event not found", "It was already deleted."),
      );
    }
    case "demo-end": {
      const ended = await endDemoAsAdmin(admin.id, demoId);
      return backToSection(
        "demos",
        ended
          ? { title: "Demo ended", description: "The live demo is now a replay." }
          : failed("Not live", "This demo is not live any more."),
        { view: "demos" },
      );
    }
    case "replay-hide":
    case "replay-show": {
      const done = await setReplayHidden(admin.id, demoId, intent === "replay-hide");
      return backToSection(
        "demos",
        done
          ? intent === "replay-hide"
            ? { title: "Replay hidden", description: "It no longer appears on the site." }
            : { title: "Replay shown", description: "It appears on the site again." }
          : failed("Not a replay", "Only replays can be hidden or shown."),
        { view: view ?? "demos" },
      );
    }
    default:
      return backToSection("demos", failed("Unknown action", "Nothing was changed."));
  }
}
