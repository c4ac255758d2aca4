import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { redirect } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { AuthCard, Field, FormAlert, HoneypotField, primaryButtonClass, TextAreaField } from "~/components/auth/fields";
import { RolePicker } from "~/components/auth/RolePicker";
import { useSubmitting } from "~/components/auth/usePending";
import { signupAction } from "~/modules/accounts/actions.server";
import { isSignupRole, type SignupRole } from "~/modules/accounts/roles";
import { signupSchemas } from "~/modules/accounts/schemas";
import { getOptionalUser } from "~/modules/auth/session.server";
import { CODE_MAIL_UNAVAILABLE, codesCanBeSent } from "~/modules/mail/mail.server";
import type { FormActionData } from "~/modules/security/responses.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Sign Up | LabMarket" },
  {
    name: "description",
    content: "Join LabMarket as a buyer, an expert or a brand, and confirm your e-mail with a one-time code.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getOptionalUser(request)) throw redirect("/profile");
  const role = requestUrl(request).searchParams.get("role");
  // A deployment that cannot e-mail the code says so before the form is filled in (issue 34; the action refuses).
  return { role: isSignupRole(role) ? role : null, mailUnavailable: codesCanBeSent() ? null : CODE_MAIL_UNAVAILABLE };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signupAction(request, context);
}

const TITLES: Record<SignupRole, { title: string; subtitle: string; submit: string; pending: string }> = {
  buyer: {
    title: "Create your buyer account",
    subtitle: "Shop, watch demos and request quotes.",
    submit: "Create Account",
    pending: "Creating account...",
  },
  influencer: {
    title: "Apply as an expert",
    subtitle: "Tell us about your expertise. Our team reviews every application.",
    submit: "Submit Application",
    pending: "Submitting...",
  },
  brand: {
    title: "Register your brand",
    subtitle: "Request a demo slot and showcase your products. Our team reviews every request.",
    submit: "Request Demo",
    pending: "Submitting...",
  },
};

export default function Signup() {
  const { role, mailUnavailable } = useLoaderData<typeof loader>();
  if (!role) {
    return (
      <AuthCard
        title="Join LabMarket"
        subtitle={
          <>
            <span className="block">Step 1 of 2: how will you use LabMarket?</span>
            <span className="mt-1 block text-sm">
              Already have an account?{" "}
              <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-100">
                Log in
              </Link>
            </span>
          </>
        }
      >
        <RolePicker />
      </AuthCard>
    );
  }
  return <SignupForm key={role} role={role} mailUnavailable={mailUnavailable} />;
}

function SignupForm({
  role,
  mailUnavailable,
}: {
  role: SignupRole;
  mailUnavailable: { title: string; description: string } | null;
}) {
  const actionData = useActionData<FormActionData>();
  const schema = signupSchemas[role];
  const [form, fields] = useForm({
    id: `signup-${role}`,
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const submitting = useSubmitting("/signup");
  const copy = TITLES[role];
  const f = fields as Record<string, (typeof fields)["fullName"]>;
  return (
    <AuthCard
      title={copy.title}
      subtitle={
        <>
          <span className="block">Step 2 of 2: {copy.subtitle}</span>
          <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link to="/signup" className="font-semibold text-brand-700 underline dark:text-brand-100">
              ← Back to roles
            </Link>
            <span>
              Already have an account?{" "}
              <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-100">
                Log in
              </Link>
            </span>
          </span>
        </>
      }
    >
      <Form method="post" action={`/signup?role=${role}`} {...getFormProps(form)} className="relative space-y-4">
        <input type="hidden" name="role" value={role} />
        <HoneypotField />
        <FormAlert
          title={actionData?.formErrorTitle ?? (actionData?.formError ? "Sign Up Failed" : undefined)}
          message={actionData?.formError ?? form.errors}
        />
        {mailUnavailable && !actionData?.formError ? (
          <FormAlert title={mailUnavailable.title} message={mailUnavailable.description} />
        ) : null}
        <Field field={f.fullName!} label="Full name" autoComplete="name" />
        <Field field={f.email!} label="Email" type="email" autoComplete="email" />
        <Field
          field={f.password!}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        {role === "buyer" ? (
          <>
            <Field field={f.companyName!} label="Company" optional autoComplete="organization" />
            <Field field={f.phoneNumber!} label="Phone number" type="tel" optional autoComplete="tel" />
            <Field field={f.country!} label="Country" optional autoComplete="country-name" />
          </>
        ) : null}
        {role === "influencer" ? (
          <>
            <TextAreaField field={f.expertiseSummary!} label="Bio or expertise summary" />
            <Field field={f.topics!} label="Topics" hint="Comma-separated, e.g. Bioreactors, Chromatography" />
            <fieldset className="space-y-3">
              <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">
                Social profiles (optional)
              </legend>
              <Field
                field={f.socialLinkedin!}
                label="LinkedIn URL"
                type="url"
                optional
                placeholder="https://www.linkedin.com/in/…"
              />
              <Field
                field={f.socialYoutube!}
                label="YouTube URL"
                type="url"
                optional
                placeholder="https://www.youtube.com/@…"
              />
              <Field
                field={f.socialInstagram!}
                label="Instagram URL"
                type="url"
                optional
                placeholder="https://www.instagram.com/…"
              />
            </fieldset>
            <Field field={f.portfolioUrl!} label="Portfolio URL" type="url" optional placeholder="https://…" />
          </>
        ) : null}
        {role === "brand" ? (
          <>
            <Field field={f.companyName!} label="Company name" autoComplete="organization" />
            <Field field={f.jobTitle!} label="Job title" autoComplete="organization-title" />
            <Field field={f.phoneNumber!} label="Phone number" type="tel" autoComplete="tel" />
            <Field field={f.country!} label="Country" autoComplete="country-name" />
            <Field field={f.companyWebsite!} label="Company website" type="url" placeholder="https://…" />
            <TextAreaField field={f.productsToShowcase!} label="Products to showcase" rows={3} />
            <Field
              field={f.preferredDemoDate!}
              label="Preferred demo date and time (UTC)"
              type="datetime-local"
              optional
            />
          </>
        ) : null}
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? copy.pending : copy.submit}
        </button>
      </Form>
    </AuthCard>
  );
}
