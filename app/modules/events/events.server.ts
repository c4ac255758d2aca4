// Events: listing, detail, registration and calendar file (spec §2 Events / Event detail, §7 Other).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { prisma } from "~/utils/db.server";
import { appOrigin } from "~/utils/env.server";
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { eventCalendarFile, googleCalendarUrl, type CalendarFile } from "./calendar";
import {
  EVENT_TYPE_LABELS,
  eventJsonLd,
  formatEventDateTime,
  serializeJsonLd,
  upcomingEventsQuery,
  type EventDateTime,
  type EventFilter,
} from "./events";
import { DUPLICATE_REGISTRATION, eventRegistrationSchema, type EventRegistrationInput } from "./registration";

export interface EventCard {
  id: string;
  name: string;
  typeLabel: string;
  description: string;
  when: EventDateTime;
  startsAtIso: string;
  sponsoredBy: string;
  sponsorLogoUrl: string;
  imageUrl: string;
}

/** Upcoming events (dated now or later) of the chosen type, soonest first, dated in the visitor's zone. */
export async function listUpcomingEvents(
  filter: EventFilter,
  timeZone: string | null,
  now = new Date(),
): Promise<EventCard[]> {
  const query = upcomingEventsQuery(filter, now);
  const events = await prisma.event.findMany({
    ...query,
    select: {
      id: true,
      name: true,
      type: true,
      description: true,
      startsAt: true,
      sponsoredBy: true,
      sponsorLogoUrl: true,
      imageUrl: true,
    },
  });
  return events.map((event) => ({
    id: event.id,
    name: event.name,
    typeLabel: EVENT_TYPE_LABELS[event.type],
    description: event.description,
    when: formatEventDateTime(event.startsAt, timeZone),
    startsAtIso: event.startsAt.toISOString(),
    sponsoredBy: event.sponsoredBy,
    sponsorLogoUrl: event.sponsorLogoUrl,
    imageUrl: event.imageUrl,
  }));
}

const detailSelect = {
  id: true,
  name: true,
  type: true,
  description: true,
  startsAt: true,
  durationMinutes: true,
  sponsoredBy: true,
  sponsorLogoUrl: true,
  imageUrl: true,
  hasDetail: true,
  agenda: true,
  capacity: true,
  _count: { select: { registrations: true } },
  brand: { select: { id: true, name: true, website: true } },
  speakers: { select: { id: true, name: true, title: true, avatarUrl: true }, orderBy: { position: "asc" as const } },
} as const;

/** An event that has a detail page; null for unknown ids and for events without detail data. */
export async function getEventDetail(id: string, options: { timeZone: string | null; origin: string }) {
  const event = await prisma.event.findUnique({ where: { id }, select: detailSelect });
  if (!event || !event.hasDetail) return null;
  const pageUrl = `${options.origin}/events/${encodeURIComponent(event.id)}`;
  return {
    id: event.id,
    name: event.name,
    typeLabel: EVENT_TYPE_LABELS[event.type],
    description: event.description,
    imageUrl: event.imageUrl,
    when: formatEventDateTime(event.startsAt, options.timeZone),
    startsAtIso: event.startsAt.toISOString(),
    agenda: event.agenda,
    speakers: event.speakers,
    /** At capacity: the page says registration is closed instead of showing the form. */
    registrationClosed: event.capacity !== null && event._count.registrations >= event.capacity,
    spotsLeft: event.capacity === null ? null : Math.max(0, event.capacity - event._count.registrations),
    /** null for an in-house event (no sponsor's name stored). */
    sponsor: event.sponsoredBy
      ? { name: event.sponsoredBy, logoUrl: event.sponsorLogoUrl, brandId: event.brand?.id ?? null }
      : null,
    pageUrl,
    calendarUrl: googleCalendarUrl(event),
    icsPath: `/events/${encodeURIComponent(event.id)}.ics`,
    jsonLd: serializeJsonLd(
      eventJsonLd({
        name: event.name,
        description: event.description,
        startsAt: event.startsAt,
        durationMinutes: event.durationMinutes,
        imageUrl: event.imageUrl,
        sponsoredBy: event.sponsoredBy,
        sponsorUrl: event.brand?.website ?? null,
        pageUrl,
        origin: options.origin,
        speakers: event.speakers,
      }),
    ),
  };
}

export type EventDetail = NonNullable<Awaited<ReturnType<typeof getEventDetail>>>;

/** True when registrations are open for this id (the event exists and has a detail page). */
export async function isRegistrableEvent(id: string): Promise<boolean> {
  const event = await prisma.event.findUnique({ where: { id }, select: { hasDetail: true } });
  return Boolean(event?.hasDetail);
}

export type RegistrationResult =
  { ok: true; registrationId: string } | { ok: false; reason: "duplicate" | "unknown-event" | "full" };

/**
 * Stores a 'Request to Join'; one registration per event and e-mail (the unique index decides races). At capacity
 * registration is closed: the count and the insert run with the event row locked, so simultaneous registrations
 * for the last seat take turns and exactly one gets it.
 */
export async function registerForEvent(
  eventId: string,
  input: EventRegistrationInput,
  options: NoticeOptions = { origin: "", timeZone: null },
): Promise<RegistrationResult> {
  const event = await prisma.event.findUnique({ where: { id: eventId }, select: calendarEventSelect });
  if (!event || !event.hasDetail) return { ok: false, reason: "unknown-event" };
  let registration: { id: string; fullName: string; email: string } | null;
  try {
    registration = await prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ capacity: number | null }[]>`
        SELECT capacity FROM "Event" WHERE id = ${eventId} FOR UPDATE`;
      if (locked?.capacity != null) {
        const taken = await tx.eventRegistration.count({ where: { eventId } });
        if (taken >= locked.capacity) return null;
      }
      return tx.eventRegistration.create({
        data: {
          eventId,
          fullName: input.fullName,
          email: input.email,
          company: input.company || null,
          role: input.role || null,
        },
        select: { id: true, fullName: true, email: true },
      });
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") return { ok: false, reason: "duplicate" };
    throw error;
  }
  if (!registration) return { ok: false, reason: "full" };
  await onEventRegistered(
    { registrationId: registration.id, event, fullName: registration.fullName, email: registration.email },
    options,
  );
  return { ok: true, registrationId: registration.id };
}

const calendarEventSelect = {
  id: true,
  name: true,
  description: true,
  startsAt: true,
  sponsoredBy: true,
  hasDetail: true,
} as const;

export interface EventRegisteredNotice {
  registrationId: string;
  event: { id: string; name: string; description: string; startsAt: Date; sponsoredBy: string };
  fullName: string;
  email: string;
}

/** Where links in e-mails point (the public origin) and the zone the start time is written in (null: UTC). */
export interface NoticeOptions {
  origin: string;
  timeZone: string | null;
}

/**
 * The confirmation promised by 'Registration Submitted!' ("You'll receive a confirmation email shortly"):
 * the date and time, the event page, and the event's .ics file attached (the same file as /events/{id}.ics).
 */
export async function onEventRegistered(notice: EventRegisteredNotice, options: NoticeOptions): Promise<void> {
  const { event } = notice;
  const origin = options.origin || appOrigin();
  const file = eventCalendarFile(event, origin);
  const when = formatEventDateTime(event.startsAt, options.timeZone);
  const email = composeEmail(`Registration confirmed: ${event.name}`, "You're registered", [
    `Hello ${notice.fullName},`,
    `Thank you for registering for "${event.name}"${event.sponsoredBy ? `, sponsored by ${event.sponsoredBy}` : ""}.`,
    `It takes place online on ${when.weekday}, ${when.date} at ${when.time} ${when.zone}.`,
    `The attached calendar file (${file.filename}) adds it to your calendar.`,
    `Event page: ${origin}/events/${encodeURIComponent(event.id)}`,
  ]);
  await sendEmail({
    to: notice.email,
    ...email,
    attachments: [{ filename: file.filename, content: file.content, contentType: file.contentType }],
  });
}

/** The .ics file for an event with a detail page (one-hour entry, location Online); null when unknown. */
export async function getEventCalendarFile(id: string, origin: string): Promise<CalendarFile | null> {
  const event = await prisma.event.findUnique({ where: { id }, select: calendarEventSelect });
  if (!event || !event.hasDetail) return null;
  return eventCalendarFile(event, origin);
}

export type RegistrationSubmission =
  | { status: "registered" }
  | { status: "unknown-event" }
  | { status: "full" }
  | { status: "invalid"; result: SubmissionResult<string[]> };

/** The 'Request to Join' action: validate, store, report a duplicate e-mail on its field. */
export async function submitEventRegistration(
  eventId: string,
  formData: FormData,
  options: NoticeOptions = { origin: "", timeZone: null },
): Promise<RegistrationSubmission> {
  const submission = parseWithZod(formData, { schema: eventRegistrationSchema });
  if (submission.status !== "success") {
    if (!(await isRegistrableEvent(eventId))) return { status: "unknown-event" };
    return { status: "invalid", result: submission.reply() };
  }
  const outcome = await registerForEvent(eventId, submission.value, options);
  if (outcome.ok) return { status: "registered" };
  if (outcome.reason === "unknown-event") return { status: "unknown-event" };
  if (outcome.reason === "full") return { status: "full" };
  return { status: "invalid", result: submission.reply({ fieldErrors: { email: [DUPLICATE_REGISTRATION] } }) };
}
