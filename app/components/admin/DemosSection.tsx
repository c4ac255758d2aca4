// Admin › Manage Demos & Live Events (issue 11): events with speakers and images, registrations with a CSV export,
// and demo oversight (end a live demo, hide or show a replay).
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
} from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { FieldErrors, FormAlert, inputClass, secondaryButtonClass } from "~/components/auth/fields";
import { EVENT_TYPES, SPEAKER_SLOTS, speakerField } from "~/modules/admin/events";
import type { DemosSectionData } from "~/modules/admin/events.server";
import { formatDateTime } from "~/modules/admin/format";
import { lastResultFor } from "~/modules/admin/section-forms";
import { ACCEPT_IMAGE, formatMegabytes, MAX_IMAGE_BYTES } from "~/modules/files/limits";
import { ActionButton, dangerButton, neutralButton, Pager, SectionTabs, StateBadge } from "./AdminBits";

const TABS = [
  { id: "events", label: "Events" },
  { id: "demos", label: "Live demos & replays" },
];

function href(query: Record<string, string | null>) {
  const params = new URLSearchParams({ section: "demos" });
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
  return `/admin?${params}`;
}

export function DemosSection({ data }: { data: DemosSectionData }) {
  return (
    <>
      <h2 className="mt-2 text-lg text-slate-700 dark:text-slate-300">Manage Demos & Live Events</h2>
      <SectionTabs tabs={TABS} active={data.view} href={(view) => href({ view })} label="Demos and events views" />
      {data.confirmDelete ? <ConfirmDelete event={data.confirmDelete} /> : null}
      {data.creating || data.editing ? <EventEditor data={data} /> : null}
      {data.editingMissing ? (
        <Panel title="Edit event">
          <EmptyState>This event no longer exists.</EmptyState>
        </Panel>
      ) : null}
      {data.registrations ? <Registrations data={data.registrations} timeZone={data.timeZone} /> : null}
      {data.events ? <EventList data={data} /> : null}
      {data.demos ? <DemoOversight data={data} /> : null}
    </>
  );
}

function EventList({ data }: { data: DemosSectionData }) {
  const list = data.events!;
  return (
    <Panel
      title="Events"
      action={
        <Link
          to={href({ event: "new" })}
          className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          New event
        </Link>
      }
    >
      {list.events.length === 0 ? (
        <EmptyState>No events yet.</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Event
                </th>
                <th scope="col" className="px-3 py-2">
                  Starts
                </th>
                <th scope="col" className="px-3 py-2">
                  Registrations
                </th>
                <th scope="col" className="px-3 py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {list.events.map((event) => (
                <tr key={event.id} data-testid="admin-event-row" data-event-id={event.id}>
                  <td className="px-3 py-2">
                    <Link
                      to={`/events/${event.id}`}
                      className="font-medium text-brand-700 underline dark:text-brand-100"
                    >
                      {event.name}
                    </Link>
                    <p className="text-xs text-slate-600 dark:text-slate-400">{event.typeLabel}</p>
                  </td>
                  <td className="px-3 py-2">{formatDateTime(event.startsAt, data.timeZone)}</td>
                  <td className="px-3 py-2">
                    {event.registrations.toLocaleString("en-US")}
                    {event.capacity !== null ? ` / ${event.capacity.toLocaleString("en-US")}` : ""}{" "}
                    {event.full ? <StateBadge state="full" /> : null}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      <Link to={href({ event: event.id })} className={neutralButton}>
                        Edit<span className="sr-only"> {event.name}</span>
                      </Link>
                      <Link to={href({ registrations: event.id })} className={neutralButton}>
                        Registrations<span className="sr-only"> for {event.name}</span>
                      </Link>
                      <Link
                        to={href({ confirmDelete: event.id })}
                        className={`${neutralButton} text-red-800 dark:text-red-200`}
                      >
                        Delete<span className="sr-only"> {event.name}</span>
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={data.page}
        hasNext={list.hasNext}
        href={(page) => href({ page: String(page) })}
        label="Event pages"
      />
    </Panel>
  );
}

function ConfirmDelete({ event }: { event: NonNullable<DemosSectionData["confirmDelete"]> }) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="delete-event-title"
      className="mt-6 rounded-2xl border border-red-300 bg-red-50 p-6 dark:border-red-800 dark:bg-red-950"
    >
      <h3 id="delete-event-title" className="text-lg font-semibold text-red-900 dark:text-red-100">
        Delete “{event.name}”?
      </h3>
      <p className="mt-1 text-sm text-red-900 dark:text-red-100">
        The event page and its {event.registrations.toLocaleString("en-US")}{" "}
        {event.registrations === 1 ? "registration" : "registrations"} are removed. This cannot be undone.
      </p>
      <div className="mt-4 flex gap-3">
        <ActionButton section="demos" intent="event-delete" fields={{ eventId: event.id }} className={dangerButton}>
          Yes, delete event
        </ActionButton>
        <Link to={href({})} className={secondaryButtonClass}>
          Cancel
        </Link>
      </div>
    </section>
  );
}

function ImageField({
  name,
  label,
  current,
  errors,
}: {
  name: string;
  label: string;
  current: string | undefined;
  errors?: string[];
}) {
  const id = `event-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label} <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
      </label>
      <div className="mt-1 flex items-center gap-3">
        {current ? (
          <img src={current} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" />
        ) : null}
        <input
          id={id}
          name={name}
          type="file"
          accept={ACCEPT_IMAGE}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : `${id}-hint`}
          className="block w-full text-sm"
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        JPEG, PNG, WebP or GIF up to {formatMegabytes(MAX_IMAGE_BYTES)}.
        {current ? " Leave empty to keep the current one." : ""}
      </p>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

function TextInput({
  field,
  label,
  type = "text",
  hint,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of the event form
  field: FieldMetadata<any, any, any>;
  label: string;
  type?: "text" | "datetime-local";
  hint?: string;
}) {
  const props = getInputProps(field, { type, ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input {...props} key={props.key} className={inputClass} />
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

function EventEditor({ data }: { data: DemosSectionData }) {
  const actionData = useActionData();
  const navigation = useNavigation();
  const editing = data.editing;
  const zone = data.timeZone ?? "UTC";
  const [form, fields] = useForm({
    id: editing ? `event-${editing.id}` : "event-new",
    lastResult: lastResultFor(actionData, "demos", "event"),
    defaultValue: editing?.values ?? { type: "webinar" },
    // The server checks this form (its files too) and answers with the field messages, JavaScript or not.
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the speaker fields are generated by name
  const all = fields as unknown as Record<string, FieldMetadata<any, any, any>>;
  const current = (name: string) => editing?.values[name] || undefined;
  return (
    <Panel
      title={editing ? `Edit “${editing.name}”` : "New event"}
      action={
        <Link to={href({})} className="text-sm font-medium underline">
          Close
        </Link>
      }
    >
      <Form
        method="post"
        action={href({ event: editing?.id ?? "new" })}
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="space-y-4"
        data-testid="event-form"
      >
        <FormAlert message={form.errors} />
        <input type="hidden" name="eventId" value={editing?.id ?? ""} />
        <input type="hidden" name="imageUrl" value={editing?.values.imageUrl ?? ""} />
        <input type="hidden" name="sponsorLogoUrl" value={editing?.values.sponsorLogoUrl ?? ""} />
        <TextInput field={fields.name} label="Name" />
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={fields.type.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              Type
            </label>
            <select {...getSelectProps(fields.type)} key={fields.type.key} className={inputClass}>
              {EVENT_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
            <FieldErrors id={fields.type.errorId} errors={fields.type.errors} />
          </div>
          <TextInput
            field={fields.startsAt}
            label="Start"
            type="datetime-local"
            hint={`In your time zone (${zone}).`}
          />
          <TextInput field={fields.endsAt} label="End" type="datetime-local" hint={`In your time zone (${zone}).`} />
        </div>
        <div>
          <label
            htmlFor={fields.description.id}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Description
          </label>
          <textarea
            {...getTextareaProps(fields.description)}
            key={fields.description.key}
            rows={4}
            className={inputClass}
          />
          <FieldErrors id={fields.description.errorId} errors={fields.description.errors} />
        </div>
        <div>
          <label htmlFor={fields.agenda.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Agenda <span className="font-normal text-slate-600 dark:text-slate-400">(one item per line, optional)</span>
          </label>
          <textarea {...getTextareaProps(fields.agenda)} key={fields.agenda.key} rows={4} className={inputClass} />
          <FieldErrors id={fields.agenda.errorId} errors={fields.agenda.errors} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput field={fields.sponsoredBy} label="Sponsor" />
          <TextInput field={fields.capacity} label="Capacity" hint="Most registrations accepted; empty for no limit." />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <ImageField name="image" label="Event image" current={current("imageUrl")} errors={all.image?.errors} />
          <ImageField
            name="sponsorLogo"
            label="Sponsor logo"
            current={current("sponsorLogoUrl")}
            errors={all.sponsorLogo?.errors}
          />
        </div>
        <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <legend className="px-1 font-semibold">Speakers</legend>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Up to {SPEAKER_SLOTS} speakers, in this order; leave a row empty to skip it.
          </p>
          <div className="mt-3 space-y-4">
            {Array.from({ length: SPEAKER_SLOTS }, (_, i) => (
              <div key={i} className="grid gap-3 sm:grid-cols-3" data-testid="speaker-row">
                <input
                  type="hidden"
                  name={speakerField(i, "PhotoUrl")}
                  value={current(speakerField(i, "PhotoUrl")) ?? ""}
                />
                <TextInput field={all[speakerField(i, "Name")]!} label={`Speaker ${i + 1} name`} />
                <TextInput field={all[speakerField(i, "Title")]!} label={`Speaker ${i + 1} title`} />
                <ImageField
                  name={speakerField(i, "Photo")}
                  label={`Speaker ${i + 1} photo`}
                  current={current(speakerField(i, "PhotoUrl"))}
                  errors={all[speakerField(i, "Photo")]?.errors}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <div className="flex justify-end">
          <button
            type="submit"
            name="intent"
            value="event-save"
            disabled={navigation.state === "submitting"}
            className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {editing ? "Save event" : "Create event"}
          </button>
        </div>
      </Form>
    </Panel>
  );
}

function Registrations({
  data,
  timeZone,
}: {
  data: NonNullable<DemosSectionData["registrations"]>;
  timeZone: string | null;
}) {
  return (
    <Panel
      title={`Registrations: ${data.name}`}
      action={
        <div className="flex gap-3">
          <a href={data.csvPath} className={neutralButton} data-testid="registrations-csv" download>
            Export CSV
          </a>
          <Link to={href({})} className="text-sm font-medium underline">
            Close
          </Link>
        </div>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="registrations-total">
        {data.total.toLocaleString("en-US")} registered
        {data.capacity !== null ? ` of ${data.capacity.toLocaleString("en-US")} places` : ""}
        {data.capacity !== null && data.total >= data.capacity ? " — registration closed" : ""}
      </p>
      {data.rows.length === 0 ? (
        <div className="mt-3">
          <EmptyState>No registrations yet.</EmptyState>
        </div>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                {["Name", "Email", "Company", "Role", "Registered"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {data.rows.map((r) => (
                <tr key={r.id} data-testid="registration-row">
                  <td className="px-3 py-2">{r.fullName}</td>
                  <td className="px-3 py-2">{r.email}</td>
                  <td className="px-3 py-2">{r.company}</td>
                  <td className="px-3 py-2">{r.role}</td>
                  <td className="px-3 py-2">{formatDateTime(r.createdAt, timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={data.page}
        hasNext={data.hasNext}
        href={(rpage) => href({ registrations: data.id, rpage: String(rpage) })}
        label="Registration pages"
      />
    </Panel>
  );
}

function DemoOversight({ data }: { data: DemosSectionData }) {
  const list = data.demos!;
  return (
    <Panel title="Live demos & replays">
      {list.demos.length === 0 ? (
        <EmptyState>No live demos or replays.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {list.demos.map((demo) => (
            <li
              key={demo.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="oversight-demo"
            >
              <div>
                <p className="font-medium">
                  <Link to={`/demo/${demo.id}`} className="underline">
                    {demo.title}
                  </Link>{" "}
                  <StateBadge state={demo.status === "live" ? "live" : demo.replayHidden ? "hidden" : "replay"} />
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {demo.creatorName} · {formatDateTime(demo.startsAt, data.timeZone)}
                </p>
              </div>
              {demo.status === "live" ? (
                <ActionButton
                  section="demos"
                  intent="demo-end"
                  fields={{ demoId: demo.id, view: "demos" }}
                  className={dangerButton}
                >
                  End live demo<span className="sr-only"> {demo.title}</span>
                </ActionButton>
              ) : (
                <ActionButton
                  section="demos"
                  intent={demo.replayHidden ? "replay-show" : "replay-hide"}
                  fields={{ demoId: demo.id, view: "demos" }}
                >
                  {demo.replayHidden ? "Show replay" : "Hide replay"}
                  <span className="sr-only"> {demo.title}</span>
                </ActionButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={data.page}
        hasNext={list.hasNext}
        href={(page) => href({ view: "demos", page: String(page) })}
        label="Demo pages"
      />
    </Panel>
  );
}
