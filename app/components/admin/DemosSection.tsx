// Admin › Manage Demos & Live Events (issue 11): events with speakers and images, registrations with a CSV export,
// and demo oversight (end a live demo, hide or show a replay).
import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { FormAlert, secondaryButtonClass } from "~/components/auth/fields";
import { EVENT_TYPES, SPEAKER_SLOTS, speakerField } from "~/modules/admin/events";
import type { DemosSectionData } from "~/modules/admin/events.server";
import { formatDateTime } from "~/modules/admin/format";
import { lastResultFor } from "~/modules/admin/section-forms";
import { ActionButton, dangerButton, neutralButton, Pager, SectionTabs, sectionHref, StateBadge } from "./AdminBits";
import { ImageInput, SaveButton, SelectInput, TextArea, TextInput, type AnyField } from "./AdminFields";
import { AdminItemList, AdminTable } from "./AdminList";

const TABS = [
  { id: "events", label: "Events" },
  { id: "demos", label: "Live demos & replays" },
];

const href = (query: Record<string, string | null>) => sectionHref("demos", query);

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
        <AdminTable
          rows={list.events}
          rowKey={(event) => event.id}
          rowProps={(event) => ({ "data-testid": "admin-event-row", "data-event-id": event.id })}
          columns={[
            {
              header: "Event",
              cell: (event) => (
                <>
                  <Link to={`/events/${event.id}`} className="font-medium text-brand-700 underline dark:text-brand-100">
                    {event.name}
                  </Link>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{event.typeLabel}</p>
                </>
              ),
            },
            { header: "Starts", cell: (event) => formatDateTime(event.startsAt, data.timeZone) },
            {
              header: "Registrations",
              cell: (event) => (
                <>
                  {event.registrations.toLocaleString("en-US")}
                  {event.capacity !== null ? ` / ${event.capacity.toLocaleString("en-US")}` : ""}{" "}
                  {event.full ? <StateBadge state="full" /> : null}
                </>
              ),
            },
            {
              header: "Actions",
              cell: (event) => (
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
              ),
            },
          ]}
        />
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

function EventEditor({ data }: { data: DemosSectionData }) {
  const actionData = useActionData();
  const editing = data.editing;
  const zone = data.timeZone ?? "UTC";
  const [form, fields] = useForm({
    id: editing ? `event-${editing.id}` : "event-new",
    lastResult: lastResultFor(actionData, "demos", "event"),
    defaultValue: editing?.values ?? { type: "webinar" },
    // The server checks this form (its files too) and answers with the field messages, JavaScript or not.
  });
  const all = fields as unknown as Record<string, AnyField>; // the speaker fields are generated by name
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
          <SelectInput field={fields.type} label="Type" options={EVENT_TYPES} />
          <TextInput
            field={fields.startsAt}
            label="Start"
            type="datetime-local"
            hint={`In your time zone (${zone}).`}
          />
          <TextInput field={fields.endsAt} label="End" type="datetime-local" hint={`In your time zone (${zone}).`} />
        </div>
        <TextArea field={fields.description} label="Description" rows={4} />
        <TextArea
          field={fields.agenda}
          label={
            <>
              Agenda{" "}
              <span className="font-normal text-slate-600 dark:text-slate-400">(one item per line, optional)</span>
            </>
          }
          rows={4}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            field={fields.sponsoredBy}
            label="Sponsor (optional)"
            hint="Leave empty for an in-house event: its page then says it is hosted by LabMarket."
          />
          <TextInput field={fields.capacity} label="Capacity" hint="Most registrations accepted; empty for no limit." />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <ImageInput
            idPrefix="event"
            name="image"
            label="Event image"
            current={current("imageUrl")}
            errors={all.image?.errors}
          />
          <ImageInput
            idPrefix="event"
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
                <ImageInput
                  idPrefix="event"
                  name={speakerField(i, "Photo")}
                  label={`Speaker ${i + 1} photo`}
                  current={current(speakerField(i, "PhotoUrl"))}
                  errors={all[speakerField(i, "Photo")]?.errors}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <SaveButton label={editing ? "Save event" : "Create event"} intent="event-save" />
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
        <AdminTable
          className="mt-3"
          rows={data.rows}
          rowKey={(r) => r.id}
          rowProps={() => ({ "data-testid": "registration-row" })}
          columns={[
            { header: "Name", cell: (r) => r.fullName },
            { header: "Email", cell: (r) => r.email },
            { header: "Company", cell: (r) => r.company },
            { header: "Role", cell: (r) => r.role },
            { header: "Registered", cell: (r) => formatDateTime(r.createdAt, timeZone) },
          ]}
        />
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
        <AdminItemList
          rows={list.demos}
          rowKey={(demo) => demo.id}
          rowProps={() => ({ "data-testid": "oversight-demo" })}
          item={(demo) => ({
            title: (
              <>
                <Link to={`/demo/${demo.id}`} className="underline">
                  {demo.title}
                </Link>{" "}
                <StateBadge state={demo.status === "live" ? "live" : demo.replayHidden ? "hidden" : "replay"} />
              </>
            ),
            meta: `${demo.creatorName} · ${formatDateTime(demo.startsAt, data.timeZone)}`,
            actions:
              demo.status === "live" ? (
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
              ),
          })}
        />
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
