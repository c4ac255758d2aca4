// Admin › Manage Brands & Experts (issue 11): brand pages, expert pages, their linked accounts, suspensions.
import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { FormAlert } from "~/components/auth/fields";
import { accountFormKey, BRAND_VIEWS, EXPERT_TYPES } from "~/modules/admin/brands";
import type { BrandsSectionData } from "~/modules/admin/brands.server";
import { lastResultFor } from "~/modules/admin/section-forms";
import {
  ActionButton,
  dangerButton,
  HiddenFields,
  InlineError,
  neutralButton,
  Pager,
  primaryButton,
  SectionTabs,
  sectionHref,
  smallInput,
  StateBadge,
} from "./AdminBits";
import { ImageInput, SaveButton, SelectInput, TextArea, TextInput, type AnyField } from "./AdminFields";
import { AdminItemList, type AdminItem } from "./AdminList";

const href = (query: Record<string, string | null>) => sectionHref("brands", query);

/** The page a form came from (its field messages show there when the server refuses it, JavaScript or not). */
function backHref(back: Record<string, string>) {
  return href({
    view: back.view ?? null,
    q: back.q ?? null,
    page: back.page ?? null,
    brand: back.backBrand ?? null,
    expert: back.backExpert ?? null,
  });
}

const linkClass = "text-sm font-medium text-brand-700 underline dark:text-brand-100";

export function BrandsSection({ data }: { data: BrandsSectionData }) {
  return (
    <>
      <h2 className="mt-2 text-lg text-slate-700 dark:text-slate-300">Manage Brands & Experts</h2>
      <SectionTabs
        tabs={BRAND_VIEWS}
        active={data.view}
        href={(view) => href({ view })}
        label="Brands and experts views"
      />
      {data.missing ? (
        <Panel title="Not found">
          <EmptyState>This page no longer exists.</EmptyState>
        </Panel>
      ) : null}
      {data.creatingBrand || data.brand ? <BrandEditor data={data} /> : null}
      {data.creatingExpert || data.expert ? <ExpertEditor data={data} /> : null}
      {data.brands ? <BrandList data={data} /> : null}
      {data.experts ? <ExpertList data={data} /> : null}
      {data.accounts ? <AccountList data={data} /> : null}
    </>
  );
}

function BrandList({ data }: { data: BrandsSectionData }) {
  const list = data.brands!;
  return (
    <Panel
      title="Brand pages"
      action={
        <Link to={href({ view: "brands", brand: "new" })} className={`${primaryButton} px-3 py-1.5 text-sm`}>
          New brand
        </Link>
      }
    >
      <AdminItemList
        rows={list.rows}
        rowKey={(b) => b.id}
        rowProps={() => ({ "data-testid": "admin-brand-row" })}
        item={(b) => ({
          media: (
            <img src={b.logoUrl} alt="" width={40} height={40} className="h-10 w-10 rounded bg-white object-contain" />
          ),
          title: b.name,
          meta: `${b.tagline} · ${b.accounts} linked ${b.accounts === 1 ? "account" : "accounts"}`,
          actions: (
            <EditAndView name={b.name} edit={href({ view: "brands", brand: b.id })} view={`/shop/brands/${b.id}`} />
          ),
        })}
      />
      <Pager
        page={data.page}
        hasNext={list.hasNext}
        href={(page) => href({ view: "brands", page: String(page) })}
        label="Brand pages"
      />
    </Panel>
  );
}

function ExpertList({ data }: { data: BrandsSectionData }) {
  const list = data.experts!;
  return (
    <Panel
      title="Expert pages"
      action={
        <Link to={href({ view: "experts", expert: "new" })} className={`${primaryButton} px-3 py-1.5 text-sm`}>
          New expert page
        </Link>
      }
    >
      <AdminItemList
        rows={list.rows}
        rowKey={(e) => e.id}
        rowProps={() => ({ "data-testid": "admin-expert-row" })}
        item={(e) => ({
          media: (
            <img src={e.avatarUrl} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />
          ),
          title: e.name,
          meta: `${e.specialty} · ${e.linkedEmail ? `owned by ${e.linkedEmail}` : "no linked account"}`,
          actions: (
            <EditAndView
              name={e.name}
              edit={href({ view: "experts", expert: String(e.id) })}
              view={`/influencer/${e.id}`}
            />
          ),
        })}
      />
      <Pager
        page={data.page}
        hasNext={list.hasNext}
        href={(page) => href({ view: "experts", page: String(page) })}
        label="Expert pages"
      />
    </Panel>
  );
}

function EditAndView({ name, edit, view }: { name: string; edit: string; view: string }) {
  return (
    <>
      <Link to={edit} className={neutralButton}>
        Edit<span className="sr-only"> {name}</span>
      </Link>
      <Link to={view} className={linkClass}>
        View page<span className="sr-only"> of {name}</span>
      </Link>
    </>
  );
}

function BrandEditor({ data }: { data: BrandsSectionData }) {
  const actionData = useActionData();
  const brand = data.brand;
  const [form, fields] = useForm({
    id: brand ? `brand-${brand.id}` : "brand-new",
    lastResult: lastResultFor(actionData, "brands", "page"),
    defaultValue: brand?.values,
    // The server checks this form (its image files too) and answers with the field messages, JavaScript or not.
  });
  const all = fields as unknown as Record<string, AnyField>; // the file fields are not in the schema
  return (
    <>
      <Panel
        title={brand ? `Edit brand “${brand.name}”` : "New brand page"}
        action={
          <Link to={href({ view: "brands" })} className="text-sm font-medium underline">
            Close
          </Link>
        }
      >
        <Form
          method="post"
          action={href({ view: "brands", brand: brand?.id ?? "new" })}
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="space-y-4"
          data-testid="brand-form"
        >
          <FormAlert message={form.errors} />
          <HiddenFields
            fields={{
              intent: "brand-save",
              brandId: brand?.id ?? "",
              logoUrl: brand?.values.logoUrl ?? "",
              bannerUrl: brand?.values.bannerUrl ?? "",
            }}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput field={fields.name} label="Name" />
            <TextInput field={fields.tagline} label="Tagline" />
          </div>
          <TextArea field={fields.description} label="About" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput field={fields.hq} label="Headquarters" />
            <TextInput field={fields.founded} label="Founded (year, optional)" />
            <TextInput field={fields.website} label="Website" type="url" />
            <TextInput field={fields.contactEmail} label="Contact email" type="email" />
            <ImageInput
              idPrefix="brands"
              name="logo"
              label="Logo"
              current={brand?.values.logoUrl}
              errors={all.logo?.errors}
            />
            <ImageInput
              idPrefix="brands"
              name="banner"
              label="Banner"
              current={brand?.values.bannerUrl}
              errors={all.banner?.errors}
            />
          </div>
          <SaveButton label={brand ? "Save brand" : "Create brand"} />
        </Form>
      </Panel>
      {brand ? (
        <Panel title="Linked brand accounts">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Linked brand accounts manage this brand: its inbox of quotes, inquiries and demo requests, and its products.
          </p>
          {brand.accounts.length === 0 ? (
            <div className="mt-3">
              <EmptyState>No account is linked to this brand.</EmptyState>
            </div>
          ) : (
            <Accounts
              accounts={brand.accounts}
              back={{ view: "brands", backBrand: brand.id }}
              className="mt-3"
              extra={(a) => (
                <ActionButton
                  section="brands"
                  intent="brand-unlink"
                  fields={{ brandId: brand.id, userId: a.id, view: "brands", backBrand: brand.id }}
                >
                  Unlink<span className="sr-only"> {a.email}</span>
                </ActionButton>
              )}
            />
          )}
          <LinkForm
            intent="brand-link"
            target={{ brandId: brand.id }}
            back={{ view: "brands", backBrand: brand.id }}
            label="Link a brand account by email"
          />
        </Panel>
      ) : null}
    </>
  );
}

function ExpertEditor({ data }: { data: BrandsSectionData }) {
  const actionData = useActionData();
  const expert = data.expert;
  const [form, fields] = useForm({
    id: expert ? `expert-${expert.id}` : "expert-new",
    lastResult: lastResultFor(actionData, "brands", "page"),
    defaultValue: expert?.values ?? { type: EXPERT_TYPES[0] },
    // The server checks this form (its image files too) and answers with the field messages, JavaScript or not.
  });
  const all = fields as unknown as Record<string, AnyField>; // the file fields are not in the schema
  const back = { view: "experts", backExpert: expert ? String(expert.id) : "" };
  return (
    <>
      <Panel
        title={expert ? `Edit expert page “${expert.name}”` : "New expert page"}
        action={
          <Link to={href({ view: "experts" })} className="text-sm font-medium underline">
            Close
          </Link>
        }
      >
        <Form
          method="post"
          action={href({ view: "experts", expert: expert ? String(expert.id) : "new" })}
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="space-y-4"
          data-testid="expert-form"
        >
          <FormAlert message={form.errors} />
          <HiddenFields
            fields={{
              intent: "expert-save",
              expertId: expert ? String(expert.id) : "",
              avatarUrl: expert?.values.avatarUrl ?? "",
            }}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput field={fields.name} label="Name" />
            <SelectInput field={fields.type} label="Type" options={EXPERT_TYPES.map((t) => ({ value: t, label: t }))} />
            <TextInput field={fields.specialty} label="Specialty" />
            <TextInput field={fields.company} label="Company" />
            <TextInput field={fields.location} label="Location" />
            <TextInput field={fields.tags} label="Tags (comma-separated, optional)" />
          </div>
          <TextArea field={fields.bio} label="Bio" />
          <ImageInput
            idPrefix="brands"
            name="avatar"
            label="Photo"
            current={expert?.values.avatarUrl}
            errors={all.avatar?.errors}
          />
          <SaveButton label={expert ? "Save expert page" : "Create expert page"} />
        </Form>
      </Panel>
      {expert ? (
        <Panel title="Linked expert account">
          {expert.account ? (
            <Accounts
              accounts={[expert.account]}
              back={back}
              extra={(a) => (
                <ActionButton section="brands" intent="expert-unlink" fields={{ expertId: String(expert.id), ...back }}>
                  Unlink<span className="sr-only"> {a.email}</span>
                </ActionButton>
              )}
            />
          ) : (
            <EmptyState>No account owns this page.</EmptyState>
          )}
          <LinkForm
            intent="expert-link"
            target={{ expertId: String(expert.id) }}
            back={back}
            label={expert.account ? "Link another expert account instead" : "Link an expert account by email"}
          />
        </Panel>
      ) : null}
    </>
  );
}

function LinkForm({
  intent,
  target,
  back,
  label,
}: {
  intent: string;
  target: Record<string, string>;
  back: Record<string, string>;
  label: string;
}) {
  const actionData = useActionData();
  const key = accountFormKey({ intent, ...target });
  const result = lastResultFor(actionData, "brands", key);
  const error = result?.error?.email?.[0];
  const id = `${intent}-email`;
  return (
    <Form method="post" action={backHref(back)} preventScrollReset className="mt-4 max-w-md">
      <HiddenFields fields={{ ...target, ...back }} />
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          name="email"
          type="email"
          defaultValue={typeof result?.initialValue?.email === "string" ? result.initialValue.email : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={smallInput}
        />
        <button type="submit" name="intent" value={intent} className={primaryButton}>
          Link
        </button>
      </div>
      <InlineError id={`${id}-error`} message={error} />
    </Form>
  );
}

type Account = {
  id: string;
  email: string;
  fullName: string;
  role: string | null;
  suspended: boolean;
  suspensionReason: string | null;
};

/** Accounts with their suspend / reinstate controls (and what the caller adds, e.g. Unlink). */
function Accounts({
  accounts,
  back,
  extra,
  className,
}: {
  accounts: Account[];
  back: Record<string, string>;
  extra?: (account: Account) => React.ReactNode;
  className?: string;
}) {
  return (
    <AdminItemList
      rows={accounts}
      rowKey={(a) => a.id}
      rowProps={(a) => ({ "data-testid": "account-row", "data-email": a.email })}
      align="end"
      className={className}
      item={(a): AdminItem => ({
        title: (
          <>
            {a.fullName} {a.suspended ? <StateBadge state="suspended" /> : null}
          </>
        ),
        meta: `${a.email}${a.role ? ` · ${a.role}` : ""}${a.suspensionReason ? ` · Suspended: ${a.suspensionReason}` : ""}`,
        actions: (
          <>
            {extra?.(a)}
            <SuspendControls account={a} back={back} />
          </>
        ),
      })}
    />
  );
}

function SuspendControls({ account, back }: { account: Account; back: Record<string, string> }) {
  const actionData = useActionData();
  const key = accountFormKey({ intent: "account-suspend", userId: account.id });
  const error = lastResultFor(actionData, "brands", key)?.error?.reason?.[0];
  const id = `suspend-${account.id}`;
  return account.suspended ? (
    <ActionButton section="brands" intent="account-unsuspend" fields={{ userId: account.id, ...back }}>
      Reinstate<span className="sr-only"> {account.email}</span>
    </ActionButton>
  ) : (
    <Form method="post" action={backHref(back)} preventScrollReset>
      <HiddenFields fields={{ userId: account.id, ...back }} />
      <label htmlFor={id} className="sr-only">
        Reason for suspending {account.email}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="reason"
          placeholder="Reason"
          maxLength={300}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${smallInput} w-40`}
        />
        <button type="submit" name="intent" value="account-suspend" className={dangerButton}>
          Suspend<span className="sr-only"> {account.email}</span>
        </button>
      </div>
      <InlineError id={`${id}-error`} message={error} />
    </Form>
  );
}

function AccountList({ data }: { data: BrandsSectionData }) {
  const list = data.accounts!;
  const back = { view: "accounts", q: data.q, page: String(data.page) };
  return (
    <Panel title="Accounts">
      <Form method="get" action="/admin" role="search" className="flex max-w-md gap-2">
        <input type="hidden" name="section" value="brands" />
        <input type="hidden" name="view" value="accounts" />
        <label htmlFor="account-search" className="sr-only">
          Search accounts by name or email
        </label>
        <input
          id="account-search"
          type="search"
          name="q"
          defaultValue={data.q}
          maxLength={100}
          placeholder="Search any account"
          className={smallInput}
        />
        <button type="submit" className={neutralButton}>
          Search
        </button>
      </Form>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {data.q ? "Accounts matching the search." : "Brand and expert accounts; search to find any account."} Suspending
        ends the account&apos;s sessions at once and blocks sign-in.
      </p>
      {list.rows.length === 0 ? (
        <div className="mt-3">
          <EmptyState>No accounts match.</EmptyState>
        </div>
      ) : (
        <Accounts accounts={list.rows} back={back} className="mt-3" />
      )}
      <Pager
        page={data.page}
        hasNext={list.hasNext}
        href={(page) => href({ view: "accounts", q: data.q, page: String(page) })}
        label="Account pages"
      />
    </Panel>
  );
}
