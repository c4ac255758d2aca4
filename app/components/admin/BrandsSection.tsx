// Admin › Manage Brands & Influencers (issue 11): brand pages, expert pages, their linked accounts, suspensions.
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
import { FieldErrors, FormAlert, inputClass } from "~/components/auth/fields";
import { accountFormKey, BRAND_VIEWS, EXPERT_TYPES } from "~/modules/admin/brands";
import type { BrandsSectionData } from "~/modules/admin/brands.server";
import { lastResultFor } from "~/modules/admin/section-forms";
import { ACCEPT_IMAGE, formatMegabytes, MAX_IMAGE_BYTES } from "~/modules/files/limits";
import {
  ActionButton,
  dangerButton,
  HiddenFields,
  InlineError,
  neutralButton,
  Pager,
  primaryButton,
  SectionTabs,
  smallInput,
  StateBadge,
} from "./AdminBits";

function href(query: Record<string, string | null>) {
  const params = new URLSearchParams({ section: "brands" });
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
  return `/admin?${params}`;
}

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
      <h2 className="mt-2 text-lg text-slate-700 dark:text-slate-300">Manage Brands & Influencers</h2>
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
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {list.rows.map((b) => (
          <li
            key={b.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
            data-testid="admin-brand-row"
          >
            <div className="flex items-center gap-3">
              <img
                src={b.logoUrl}
                alt=""
                width={40}
                height={40}
                className="h-10 w-10 rounded bg-white object-contain"
              />
              <div>
                <p className="font-medium">{b.name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {b.tagline} · {b.accounts} linked {b.accounts === 1 ? "account" : "accounts"}
                </p>
              </div>
            </div>
            <div className="flex gap-3">
              <Link to={href({ view: "brands", brand: b.id })} className={neutralButton}>
                Edit<span className="sr-only"> {b.name}</span>
              </Link>
              <Link to={`/shop/brands/${b.id}`} className={linkClass}>
                View page<span className="sr-only"> of {b.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
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
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {list.rows.map((e) => (
          <li
            key={e.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
            data-testid="admin-expert-row"
          >
            <div className="flex items-center gap-3">
              <img src={e.avatarUrl} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />
              <div>
                <p className="font-medium">{e.name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {e.specialty} · {e.linkedEmail ? `owned by ${e.linkedEmail}` : "no linked account"}
                </p>
              </div>
            </div>
            <div className="flex gap-3">
              <Link to={href({ view: "experts", expert: String(e.id) })} className={neutralButton}>
                Edit<span className="sr-only"> {e.name}</span>
              </Link>
              <Link to={`/influencer/${e.id}`} className={linkClass}>
                View page<span className="sr-only"> of {e.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        page={data.page}
        hasNext={list.hasNext}
        href={(page) => href({ view: "experts", page: String(page) })}
        label="Expert pages"
      />
    </Panel>
  );
}

function TextInput({
  field,
  label,
  type = "text",
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of these forms
  field: FieldMetadata<any, any, any>;
  label: string;
  type?: "text" | "email" | "url";
}) {
  const props = getInputProps(field, { type });
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input {...props} key={props.key} className={inputClass} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

function TextArea({
  field,
  label,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  field: FieldMetadata<any, any, any>;
  label: string;
}) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <textarea {...getTextareaProps(field)} key={field.key} rows={5} className={inputClass} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

function ImageInput({
  name,
  label,
  current,
  errors,
}: {
  name: string;
  label: string;
  current?: string;
  errors?: string[];
}) {
  const id = `brands-${name}`;
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
          aria-describedby={errors?.length ? `${id}-error` : undefined}
          className="block w-full text-sm"
        />
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        JPEG, PNG, WebP or GIF up to {formatMegabytes(MAX_IMAGE_BYTES)}.
        {current ? " Leave empty to keep the current one." : ""}
      </p>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

function SaveButton({ label }: { label: string }) {
  const navigation = useNavigation();
  return (
    <div className="flex justify-end">
      <button
        type="submit"
        disabled={navigation.state === "submitting"}
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {label}
      </button>
    </div>
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
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- file fields are not in the schema
  const all = fields as unknown as Record<string, FieldMetadata<any, any, any>>;
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
            <ImageInput name="logo" label="Logo" current={brand?.values.logoUrl} errors={all.logo?.errors} />
            <ImageInput name="banner" label="Banner" current={brand?.values.bannerUrl} errors={all.banner?.errors} />
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
            <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
              {brand.accounts.map((a) => (
                <AccountItem key={a.id} account={a} back={{ view: "brands", backBrand: brand.id }}>
                  <ActionButton
                    section="brands"
                    intent="brand-unlink"
                    fields={{ brandId: brand.id, userId: a.id, view: "brands", backBrand: brand.id }}
                  >
                    Unlink<span className="sr-only"> {a.email}</span>
                  </ActionButton>
                </AccountItem>
              ))}
            </ul>
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
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- file fields are not in the schema
  const all = fields as unknown as Record<string, FieldMetadata<any, any, any>>;
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
            <div>
              <label htmlFor={fields.type.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
                Type
              </label>
              <select {...getSelectProps(fields.type)} key={fields.type.key} className={inputClass}>
                {EXPERT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
              <FieldErrors id={fields.type.errorId} errors={fields.type.errors} />
            </div>
            <TextInput field={fields.specialty} label="Specialty" />
            <TextInput field={fields.company} label="Company" />
            <TextInput field={fields.location} label="Location" />
            <TextInput field={fields.tags} label="Tags (comma-separated, optional)" />
          </div>
          <TextArea field={fields.bio} label="Bio" />
          <ImageInput name="avatar" label="Photo" current={expert?.values.avatarUrl} errors={all.avatar?.errors} />
          <SaveButton label={expert ? "Save expert page" : "Create expert page"} />
        </Form>
      </Panel>
      {expert ? (
        <Panel title="Linked expert account">
          {expert.account ? (
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              <AccountItem account={expert.account} back={back}>
                <ActionButton section="brands" intent="expert-unlink" fields={{ expertId: String(expert.id), ...back }}>
                  Unlink<span className="sr-only"> {expert.account.email}</span>
                </ActionButton>
              </AccountItem>
            </ul>
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

/** One account with its suspend / reinstate controls (and what the caller adds, e.g. Unlink). */
function AccountItem({
  account,
  back,
  children,
}: {
  account: Account;
  back: Record<string, string>;
  children?: React.ReactNode;
}) {
  const actionData = useActionData();
  const key = accountFormKey({ intent: "account-suspend", userId: account.id });
  const error = lastResultFor(actionData, "brands", key)?.error?.reason?.[0];
  const id = `suspend-${account.id}`;
  return (
    <li
      className="flex flex-wrap items-end justify-between gap-3 py-3"
      data-testid="account-row"
      data-email={account.email}
    >
      <div>
        <p className="font-medium">
          {account.fullName} {account.suspended ? <StateBadge state="suspended" /> : null}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {account.email}
          {account.role ? ` · ${account.role}` : ""}
          {account.suspensionReason ? ` · Suspended: ${account.suspensionReason}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {children}
        {account.suspended ? (
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
        )}
      </div>
    </li>
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
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
          {list.rows.map((a) => (
            <AccountItem key={a.id} account={a} back={back} />
          ))}
        </ul>
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
