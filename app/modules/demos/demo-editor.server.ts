// The expert's own demos (influencer dashboard → Content Management, issue 11 #1, ADR 023): list, create, edit,
// reschedule, go live, end, cancel. Every query names the signed-in user as the demo's expert, so another
// account's demo is simply not found (the routes answer 404).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { randomBytes } from "node:crypto";
import { suggestProducts } from "~/modules/catalog/catalogue-query.server";
import { MAX_IMAGE_BYTES } from "~/modules/files/limits";
import { deleteStoredFile, saveUpload, storedFileUrl } from "~/modules/files/storage.server";
import { readMultipartForm } from "~/modules/files/upload-form.server";
import { CONTROL_CHARACTERS } from "~/modules/forms/fields";
import { readFormData } from "~/modules/forms/request-body.server";
import { cleanText, hasSearchableWord } from "~/modules/catalog/catalogue-query";
import { visibleProductWhere } from "~/modules/home/showcase-products.server";
import { endLiveDemo } from "~/modules/live/room.server";
import { prisma } from "~/utils/db.server";
import {
  demoFormSchema,
  demoSlug,
  EDITOR_MESSAGES,
  editableFields,
  FIND_PRODUCTS_INTENT,
  lifecycleRefusal,
  productSearchSchema,
  resolveStart,
  storedVideoUrl,
  type LifecycleIntent,
} from "./demo-editor";
import { formatDateTime } from "./demos";
import type { DemoStatus } from "./demos";
import { countPendingNotices, deliverScheduleNotices, INLINE_NOTICES } from "./schedule-notices.server";

export const DEFAULT_THUMBNAIL = "/images/demos/expert-demo.svg";
const LIST_PAGE_SIZE = 20;
const MAX_LIST_PAGE = 50;

export type ProductChoice = { id: string; title: string; brandName: string | null };

/** The expert page linked to the account, if an admin has linked one. */
export function getOwnExpert(userId: string) {
  return prisma.expert.findUnique({ where: { userId }, select: { id: true, name: true } });
}

/** The expert's demos, newest start first, a page of 20 at a time. */
export async function listOwnDemos(userId: string, page: number, timeZone: string | null) {
  const current = Math.min(Math.max(1, Math.floor(page) || 1), MAX_LIST_PAGE);
  const rows = await prisma.demo.findMany({
    where: { expert: { userId } },
    orderBy: [{ startsAt: "desc" }, { id: "asc" }],
    skip: (current - 1) * LIST_PAGE_SIZE,
    take: LIST_PAGE_SIZE + 1,
    select: {
      id: true,
      title: true,
      category: true,
      status: true,
      startsAt: true,
      durationMinutes: true,
      _count: { select: { reminders: true } },
    },
  });
  return {
    page: current,
    hasNext: rows.length > LIST_PAGE_SIZE && current < MAX_LIST_PAGE,
    demos: rows.slice(0, LIST_PAGE_SIZE).map(({ _count, startsAt, ...d }) => ({
      ...d,
      startsAt: startsAt.toISOString(),
      startsAtText: formatDateTime(startsAt, timeZone),
      reminders: _count.reminders,
    })),
  };
}

const editorDemoSelect = {
  id: true,
  title: true,
  category: true,
  description: true,
  status: true,
  startsAt: true,
  durationMinutes: true,
  streamUrl: true,
  replayUrl: true,
  thumbnailUrl: true,
  thumbnailKey: true,
  scheduleSequence: true,
  products: { select: { product: { select: { id: true, title: true, brand: { select: { name: true } } } } } },
  _count: { select: { reminders: true } },
} as const;

/** One of the expert's demos for the editor; null when it is not theirs (or does not exist). */
export async function getOwnDemo(userId: string, demoId: string) {
  const demo = await prisma.demo.findFirst({ where: { id: demoId, expert: { userId } }, select: editorDemoSelect });
  if (!demo) return null;
  const { products, _count, ...rest } = demo;
  return {
    ...rest,
    reminders: _count.reminders,
    products: products.map(({ product }) => ({
      id: product.id,
      title: product.title,
      brandName: product.brand?.name ?? null,
    })),
  };
}

export type OwnDemo = NonNullable<Awaited<ReturnType<typeof getOwnDemo>>>;

/** Catalogue products by id that may be featured (listed ones only), in the order given. */
async function productChoices(posted: string[]): Promise<ProductChoice[]> {
  // An id with control characters (PostgreSQL refuses NUL) or of absurd length names no product.
  const ids = posted.filter((id) => id.length <= 200 && !CONTROL_CHARACTERS.test(id));
  if (ids.length === 0) return [];
  const rows = await prisma.storeProduct.findMany({
    where: { id: { in: ids }, ...visibleProductWhere },
    select: { id: true, title: true, brand: { select: { name: true } } },
    take: ids.length,
  });
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, brandName: r.brand?.name ?? null }]));
  return ids.map((id) => byId.get(id)).filter((p): p is ProductChoice => Boolean(p));
}

/** The catalogue search of the product picker: the best ten matches (the store's own ranked search, never a scan). */
export async function findProducts(query: string, exclude: string[]): Promise<ProductChoice[]> {
  const q = cleanText(query).slice(0, 100);
  if (q.length < 2 || !hasSearchableWord(q)) return [];
  const found = await suggestProducts(q, 10 + exclude.length);
  return found
    .filter((p) => !exclude.includes(p.id))
    .slice(0, 10)
    .map((p) => ({ id: p.id, title: p.title, brandName: p.brandName }));
}

/**
 * The editor's body: multipart (the thumbnail file) through the files module's streamed reader, a plain form
 * otherwise. An oversized or broken upload comes back as a message for the form, never a 500.
 */
export async function readEditorForm(
  request: Request,
): Promise<{ ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) return { ok: true, form: await readFormData(request) };
  // A little over the image limit, so an oversized picture reaches saveUpload and gets its field message.
  return readMultipartForm(request, { maxFileBytes: MAX_IMAGE_BYTES + 1024 * 1024, maxFiles: 1 });
}

/** The editor's answer to a body that could not be read (too large, not a form). */
export function unreadableEditorForm(message: string): EditorFormState {
  return { status: "invalid", result: { status: "error", error: { "": [message] } }, products: [], search: null };
}

/** What the editor re-renders with: field messages, or the picker's search (nothing stored). */
export type EditorFormState = {
  status: "invalid" | "search";
  result: SubmissionResult<string[]>;
  products: ProductChoice[];
  search: { query: string; results: ProductChoice[] } | null;
};

export type EditorOutcome =
  | EditorFormState
  | { status: "saved"; demoId: string; title: string; created: boolean; rescheduled: boolean; notifying: number }
  | { status: "not-found" };

function postedProductIds(form: FormData): string[] {
  return [...new Set(form.getAll("productIds").map(String).filter(Boolean))].slice(0, 50);
}

/**
 * The editor's post: `intent=find-products` searches the catalogue for the picker (nothing stored); anything else
 * validates and stores the demo (new when `demoId` is null). A changed start or length of an upcoming demo raises
 * its calendar SEQUENCE, sets its reminders to go out again before the new time and e-mails the members.
 */
export async function saveOwnDemo(
  userId: string,
  demoId: string | null,
  form: FormData,
  options: { now?: Date; origin: string },
): Promise<EditorOutcome> {
  const now = options.now ?? new Date();
  const expert = await getOwnExpert(userId);
  if (!expert) return { status: "not-found" };
  const current = demoId ? await getOwnDemo(userId, demoId) : null;
  if (demoId && !current) return { status: "not-found" };
  if (current?.status === "cancelled") return { status: "not-found" };
  const ids = postedProductIds(form);

  if (form.get("intent") === FIND_PRODUCTS_INTENT) {
    const query = String(form.get("productQuery") ?? "");
    const chosen = await productChoices(ids);
    return {
      status: "search",
      result: parseWithZod(form, { schema: productSearchSchema }).reply(),
      products: chosen,
      search: {
        query: cleanText(query).slice(0, 100),
        results: await findProducts(
          query,
          chosen.map((p) => p.id),
        ),
      },
    };
  }

  const editable = editableFields(current?.status ?? "upcoming");
  const submission = parseWithZod(form, { schema: demoFormSchema });
  const chosen = await productChoices(ids);
  const invalid = (fieldErrors: Record<string, string[]> = {}): EditorOutcome => ({
    status: "invalid",
    result: submission.reply({ fieldErrors }),
    products: chosen,
    search: null,
  });
  if (submission.status !== "success") return invalid();
  const value = submission.value;

  // The start: only chosen while upcoming, and only checked against the clock when it changes.
  let startsAt = current?.startsAt ?? now;
  if (editable.schedule) {
    const start = resolveStart(value.startsAt, value.timeZone, now);
    const unchanged =
      current && !start.ok && value.startsAt && sameLocalStart(current.startsAt, value.startsAt, value.timeZone);
    if (start.ok) startsAt = start.date;
    else if (!unchanged) return invalid({ [start.field]: [start.message] });
  }
  if (chosen.length !== ids.length) return invalid({ productIds: [EDITOR_MESSAGES.productGone] });

  // The thumbnail is stored last, once everything else is valid; it is removed again if the demo is not saved.
  const upload = form.get("thumbnail");
  let thumbnail: { url: string; key: string } | null = null;
  if (upload instanceof File && upload.size > 0) {
    const stored = await saveUpload(upload, "image");
    if (!stored.ok) return invalid({ thumbnail: [stored.message] });
    thumbnail = { key: stored.file.key, url: storedFileUrl(stored.file.key) };
  }
  const discardUpload = async () => {
    if (thumbnail) await deleteStoredFile(thumbnail.key);
  };

  const streamUrl = storedVideoUrl(value.streamUrl);
  const replayUrl = storedVideoUrl(value.replayUrl);
  const fields = {
    title: value.title,
    category: value.category,
    description: value.description,
    ...(editable.schedule ? { startsAt, durationMinutes: value.durationMinutes } : {}),
    ...(editable.stream ? { streamUrl } : {}),
    ...(editable.replay ? { replayUrl } : {}),
    ...(thumbnail ? { thumbnailUrl: thumbnail.url, thumbnailKey: thumbnail.key } : {}),
  };

  if (!current) {
    const id = demoSlug(value.title, randomBytes(4).toString("hex"));
    await prisma.demo
      .create({
        data: {
          id,
          ...fields,
          startsAt,
          durationMinutes: value.durationMinutes,
          status: "upcoming",
          creatorName: expert.name,
          creatorType: "Influencer",
          expertId: expert.id,
          thumbnailUrl: thumbnail?.url ?? DEFAULT_THUMBNAIL,
          products: { create: chosen.map((p) => ({ productId: p.id })) },
        },
        select: { id: true },
      })
      .catch(async (error: unknown) => {
        await discardUpload();
        throw error;
      });
    return { status: "saved", demoId: id, title: value.title, created: true, rescheduled: false, notifying: 0 };
  }

  const moved = editable.schedule && startsAt.getTime() !== current.startsAt.getTime();
  const rescheduled = moved || (editable.schedule && value.durationMinutes !== current.durationMinutes);
  const saved = await prisma
    .$transaction(async (tx) => {
      // Only while it is still the expert's and still in the status the form was checked against.
      const { count } = await tx.demo.updateMany({
        where: {
          id: current.id,
          expert: { userId },
          status: current.status,
          scheduleSequence: current.scheduleSequence,
        },
        data: { ...fields, ...(rescheduled ? { scheduleSequence: { increment: 1 } } : {}) },
      });
      if (count !== 1) return false;
      if (moved) await tx.demoReminder.updateMany({ where: { demoId: current.id }, data: { sentAt: null } });
      await tx.demoProduct.deleteMany({ where: { demoId: current.id, productId: { notIn: chosen.map((p) => p.id) } } });
      await tx.demoProduct.createMany({
        data: chosen.map((p) => ({ demoId: current.id, productId: p.id })),
        skipDuplicates: true,
      });
      return true;
    })
    .catch(async (error: unknown) => {
      await discardUpload();
      throw error;
    });
  if (!saved) await discardUpload();
  else if (thumbnail && current.thumbnailKey) await deleteStoredFile(current.thumbnailKey);
  if (!saved) {
    return {
      status: "invalid",
      result: submission.reply({
        formErrors: ["This demo changed while you were editing it (another tab?). Check it and save again."],
      }),
      products: chosen,
      search: null,
    };
  }
  let notifying = 0;
  if (rescheduled) {
    notifying = await countPendingNotices(current.id, current.scheduleSequence + 1);
    await deliverScheduleNotices(current.id, { origin: options.origin, limit: INLINE_NOTICES });
  }
  return { status: "saved", demoId: current.id, title: value.title, created: false, rescheduled, notifying };
}

/** Whether the posted local start is the stored start (re-saving a demo whose start has passed keeps it). */
function sameLocalStart(stored: Date, local: string, timeZone: string | undefined): boolean {
  const start = resolveStart(local, timeZone, new Date(0));
  return start.ok && start.date.getTime() === stored.getTime();
}

export type LifecycleOutcome =
  | { status: "done"; title: string; notifying: number }
  | { status: "refused"; message: string }
  | { status: "not-found" };

/**
 * Go live (upcoming → live, its start becomes now), end (live → replay), cancel (upcoming → cancelled: the
 * members with a reminder get a METHOD:CANCEL invite). Each is one conditional update, so a double click or two
 * tabs change the demo once.
 */
export async function runLifecycle(
  userId: string,
  demoId: string,
  intent: LifecycleIntent,
  options: { now?: Date; origin: string },
): Promise<LifecycleOutcome> {
  const now = options.now ?? new Date();
  const demo = await prisma.demo.findFirst({
    where: { id: demoId, expert: { userId } },
    select: { id: true, title: true, status: true, streamUrl: true, scheduleSequence: true },
  });
  if (!demo) return { status: "not-found" };
  const refusal = lifecycleRefusal(demo.status as DemoStatus, intent, demo);
  if (refusal) return { status: "refused", message: refusal };
  const where = { id: demo.id, expert: { userId }, status: demo.status };
  let count = 0;
  if (intent === "go-live") {
    ({ count } = await prisma.demo.updateMany({
      where: { ...where, streamUrl: { not: null } },
      data: { status: "live", startsAt: now },
    }));
  } else if (intent === "end") {
    // The same path as an admin's end: open rooms hear it at once (a live room event).
    count = (await endLiveDemo(demo.id, { hostUserId: userId })) ? 1 : 0;
  } else {
    ({ count } = await prisma.demo.updateMany({
      where: { ...where, scheduleSequence: demo.scheduleSequence },
      data: { status: "cancelled", scheduleSequence: { increment: 1 } },
    }));
  }
  if (count !== 1)
    return { status: "refused", message: "This demo changed meanwhile. Check its status and try again." };
  let notifying = 0;
  if (intent === "cancel") {
    notifying = await countPendingNotices(demo.id, demo.scheduleSequence + 1);
    await deliverScheduleNotices(demo.id, { origin: options.origin, limit: INLINE_NOTICES });
  }
  return { status: "done", title: demo.title, notifying };
}
