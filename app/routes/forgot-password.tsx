import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "react-router";
import { Form, Link, useActionData } from "react-router";
import { AuthCard, Field, FormAlert, HoneypotField, primaryButtonClass } from "~/components/auth/fields";
import { useSubmitting } from "~/components/auth/usePending";
import { forgotPasswordAction } from "~/modules/accounts/actions.server";
import { forgotPasswordSchema } from "~/modules/accounts/schemas";
import type { FormActionData } from "~/modules/security/responses.server";

export const meta: MetaFunction = () => [
  { title: "Forgot Password | LabMarket" },
  { name: "description", content: "Reset your LabMarket password with a code sent to your e-mail." },
];

export async function action({ request, context }: ActionFunctionArgs) {
  return forgotPasswordAction(request, context);
}

export default function ForgotPassword() {
  const actionData = useActionData<FormActionData>();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  const submitting = useSubmitting("/forgot-password");
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your account's email and we'll send you a 6-digit code to choose a new password."
    >
      <Form method="post" action="/forgot-password" {...getFormProps(form)} className="relative space-y-4">
        <HoneypotField />
        <FormAlert title={actionData?.formErrorTitle} message={actionData?.formError ?? form.errors} />
        <Field field={fields.email} label="Email" type="email" autoComplete="email" disabled={submitting} />
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? "Sending code..." : "Send reset code"}
        </button>
      </Form>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
        Remembered it?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Back to log in
        </Link>
      </p>
    </AuthCard>
  );
}
