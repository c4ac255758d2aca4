import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { AuthCard, Field, FormAlert, HoneypotField, primaryButtonClass } from "~/components/auth/fields";
import { useSubmitting } from "~/components/auth/usePending";
import { resetPasswordAction } from "~/modules/accounts/actions.server";
import { resetPasswordSchema } from "~/modules/accounts/schemas";
import { readPendingEmail } from "~/modules/auth/pending-email.server";
import type { FormActionData } from "~/modules/security/responses.server";

export const meta: MetaFunction = () => [
  { title: "Reset Password | LabMarket" },
  { name: "description", content: "Choose a new LabMarket password with the code we e-mailed you." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return { email: await readPendingEmail(request, "reset") };
}

export async function action({ request }: ActionFunctionArgs) {
  return resetPasswordAction(request);
}

export default function ResetPassword() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  const submitting = useSubmitting("/reset-password");
  if (!email) {
    return (
      <AuthCard title="Reset your password">
        <FormAlert message="No email provided. Please request a new code." />
        <Link to="/forgot-password" className={`${primaryButtonClass} mt-6`}>
          Request a reset code
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      subtitle={
        <>
          If an account exists for <strong className="text-slate-900 dark:text-white">{email}</strong>, we sent it a
          6-digit code, valid for 10 minutes.
        </>
      }
    >
      <Form method="post" action="/reset-password" {...getFormProps(form)} className="relative space-y-4">
        <HoneypotField />
        <FormAlert title={actionData?.formErrorTitle} message={actionData?.formError ?? form.errors} />
        <Field
          field={fields.code}
          label="Reset code"
          inputMode="numeric"
          autoComplete="one-time-code"
          disabled={submitting}
        />
        <Field
          field={fields.password}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          disabled={submitting}
        />
        <Field
          field={fields.confirmPassword}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          disabled={submitting}
        />
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? "Saving..." : "Set new password"}
        </button>
      </Form>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
        No code?{" "}
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Send a new one
        </Link>
      </p>
    </AuthCard>
  );
}
