// The organisation's punchout settings (ADR 065): cXML sender identity and shared secret, SAP OCI user name and
// password, allowed return hosts and the price tolerance for OrderRequests. Its admin sees and sets them; so does a
// marketplace admin (?organisation=<id>). Secrets are never shown again: a blank field keeps the stored one.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { primaryButtonClass } from "~/components/auth/fields";
import { TextInputField as TextInput } from "~/components/ui/TextInputField";
import { requireUser } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/forms/request-body.server";
import {
  organisationsToPick,
  punchoutSettings,
  punchoutSettingsAccess,
  punchoutSettingsSchema,
  savePunchoutSettings,
  type PunchoutSettingsField,
} from "~/modules/punchout/connections.server";
import { SECRET_MIN_LENGTH, SUPPLIER_CREDENTIAL } from "~/modules/punchout/rules";
import { redirectWithToast } from "~/utils/cookies.server";
import { appOrigin } from "~/utils/env.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Punchout settings | LabMarket" },
  { name: "robots", content: "noindex" },
];

const ACCESS_MESSAGES = {
  "not-member": "You are not a member of an organisation. Punchout is set up by an organisation's admin.",
  "not-admin": "Only your organisation's admin can see and change its punchout settings.",
  "unknown-organisation": "There is no organisation with this id.",
} as const;

async function access(request: Request) {
  const user = await requireUser(request);
  const requested = requestUrl(request).searchParams.get("organisation");
  return { user, access: await punchoutSettingsAccess(user, requested) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { access: granted } = await access(request);
  if (!granted.ok) {
    if (granted.reason === "choose-organisation")
      return { kind: "pick" as const, organisations: await organisationsToPick() };
    throw data(ACCESS_MESSAGES[granted.reason], { status: granted.reason === "unknown-organisation" ? 404 : 403 });
  }
  const settings = await punchoutSettings(granted.organisationId);
  if (!settings) throw data(ACCESS_MESSAGES["unknown-organisation"], { status: 404 });
  return {
    kind: "settings" as const,
    settings,
    asMarketplaceAdmin: granted.asMarketplaceAdmin,
    endpoints: { cxml: `${appOrigin()}/punchout/cxml`, oci: `${appOrigin()}/punchout/oci` },
    supplier: SUPPLIER_CREDENTIAL,
  };
}

type Errors = Partial<Record<PunchoutSettingsField | "form", string>>;

export async function action({ request }: ActionFunctionArgs) {
  const { user, access: granted } = await access(request);
  if (!granted.ok)
    throw data(granted.reason === "choose-organisation" ? "Choose an organisation." : ACCESS_MESSAGES[granted.reason], {
      status: 403,
    });
  const form = await readFormData(request);
  // What was typed comes back with a refusal so nothing is lost; the secrets never do (they are never shown).
  const typed = Object.fromEntries(
    (["cxmlDomain", "cxmlIdentity", "ociUsername", "returnHosts", "priceTolerancePercent"] as const).map((name) => [
      name,
      String(form.get(name) ?? ""),
    ]),
  ) as Record<"cxmlDomain" | "cxmlIdentity" | "ociUsername" | "returnHosts" | "priceTolerancePercent", string>;
  const parsed = punchoutSettingsSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const errors: Errors = {};
    for (const issue of parsed.error.issues) errors[(issue.path[0] as keyof Errors) ?? "form"] ??= issue.message;
    return data({ errors, typed }, { status: 400 });
  }
  const saved = await savePunchoutSettings(granted.organisationId, user.id, parsed.data);
  if (!saved.ok) return data({ errors: { [saved.field]: saved.message } as Errors, typed }, { status: 400 });
  const url = requestUrl(request);
  return redirectWithToast(`/organisation/punchout${url.search}`, {
    title: "Punchout settings saved",
    description: "Your procurement system can use them now.",
  });
}

export default function PunchoutSettingsPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  if (loaded.kind === "pick") {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">Punchout settings</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Choose the organisation whose punchout you want to see.
        </p>
        <ul className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
          {loaded.organisations.map((organisation) => (
            <li key={organisation.id} className="py-2">
              <Link
                to={`?organisation=${organisation.id}`}
                className="font-medium text-brand-700 underline dark:text-brand-100"
              >
                {organisation.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const { settings, endpoints, supplier, asMarketplaceAdmin } = loaded;
  const errors: Errors = actionData?.errors ?? {};
  const typed = actionData?.typed;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <p className="text-sm text-slate-600 dark:text-slate-400">{settings.organisation.name}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">Punchout settings</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Let your e-procurement system (SAP Ariba, Coupa, Jaggaer, SAP with OCI) open LabMarket, bring the cart back for
        approval and send the purchase order.
      </p>
      {asMarketplaceAdmin ? (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          You are changing this organisation&apos;s settings as a marketplace admin; the change is recorded in its audit
          trail.
        </p>
      ) : null}
      {settings.organisation.suspended ? (
        <p
          role="alert"
          className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          This organisation is suspended: punchout requests are refused until it is reinstated.
        </p>
      ) : null}
      <section
        aria-labelledby="endpoints-heading"
        className="mt-6 rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800"
      >
        <h2 id="endpoints-heading" className="font-semibold">
          Give these to your procurement team
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="text-slate-600 dark:text-slate-400">cXML setup and order URL</dt>
          <dd className="break-all font-mono">{endpoints.cxml}</dd>
          <dt className="text-slate-600 dark:text-slate-400">cXML To credential</dt>
          <dd className="font-mono">
            {supplier.domain}: {supplier.identity}
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">OCI catalogue URL</dt>
          <dd className="break-all font-mono">{endpoints.oci}</dd>
        </dl>
      </section>
      {/* Keyed on the saved version: after a save the form starts again from what is stored (secret fields empty). */}
      <Form method="post" className="mt-8 space-y-8" noValidate key={settings.updatedAt ?? "new"}>
        {errors.form ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {errors.form}
          </p>
        ) : null}
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">cXML (From / Sender credential)</legend>
          <TextInput
            name="cxmlDomain"
            label="Credential domain"
            placeholder="NetworkID"
            defaultValue={typed?.cxmlDomain ?? settings.cxmlDomain}
            errors={errors}
          />
          <TextInput
            name="cxmlIdentity"
            label="Identity"
            placeholder="AN01000000001"
            defaultValue={typed?.cxmlIdentity ?? settings.cxmlIdentity}
            errors={errors}
          />
          <TextInput
            name="cxmlSecret"
            label="Shared secret"
            type="password"
            errors={errors}
            hint={`${settings.cxmlSecretSet ? "A secret is set; leave blank to keep it. " : ""}At least ${SECRET_MIN_LENGTH} characters. A random one you could use: ${settings.suggestedSecret}`}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">SAP OCI</legend>
          <TextInput
            name="ociUsername"
            label="User name"
            defaultValue={typed?.ociUsername ?? settings.ociUsername}
            errors={errors}
          />
          <TextInput
            name="ociPassword"
            label="Password"
            type="password"
            errors={errors}
            hint={`${settings.ociPasswordSet ? "A password is set; leave blank to keep it. " : ""}At least ${SECRET_MIN_LENGTH} characters.`}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">Rules</legend>
          <TextInput
            name="returnHosts"
            label="Allowed return hosts"
            defaultValue={typed?.returnHosts ?? settings.returnHosts}
            errors={errors}
            hint="Hosts the cart may be sent back to (BrowserFormPost URL, HOOK_URL), separated by commas. Empty: any https address."
          />
          <TextInput
            name="priceTolerancePercent"
            label="Price tolerance for purchase orders (%)"
            type="number"
            defaultValue={typed?.priceTolerancePercent ?? String(settings.priceTolerancePercent)}
            errors={errors}
            hint="An OrderRequest whose unit price differs from ours by more than this is refused."
          />
        </fieldset>
        <button type="submit" className={`${primaryButtonClass} sm:w-auto`} disabled={pending}>
          {pending ? "Saving…" : "Save punchout settings"}
        </button>
      </Form>
    </div>
  );
}
