import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { AuthCard, Field, FormAlert, HoneypotField, primaryButtonClass } from "~/components/auth/fields";
import { ResendCountdown } from "~/components/auth/ResendCountdown";
import { useSubmitting } from "~/components/auth/usePending";
import { verifyAction } from "~/modules/accounts/actions.server";
import { signupResendWait } from "~/modules/accounts/email-verification.server";
import { verifySchema } from "~/modules/accounts/schemas";
import { readPendingEmail } from "~/modules/auth/pending-email.server";
import type { FormActionData } from "~/modules/security/responses.server";

export const meta: MetaFunction = () => [
  { title: "Verify Your Email | LabMarket" },
  { name: "description", content: "Enter the 6-digit code we e-mailed you to confirm your LabMarket account." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const email = await readPendingEmail(request, "verify");
  if (!email) return { email: null, waitSeconds: 0, renderedAt: Date.now() };
  return { email, waitSeconds: await signupResendWait(email), renderedAt: Date.now() };
}

export async function action({ request }: ActionFunctionArgs) {
  return verifyAction(request);
}

export default function VerifyOtp() {
  const { email, waitSeconds, renderedAt } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const [form, fields] = useForm({
    id: "verify-otp",
    lastResult: actionData?.result,
    constraint: getZodConstraint(verifySchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verifySchema }),
  });
  const verifying = useSubmitting("/verify-otp", "verify");
  const resending = useSubmitting("/verify-otp", "resend");

  if (!email) {
    return (
      <AuthCard title="Verify your email">
        <FormAlert title="Verification Failed" message="No email provided. Please sign up again." />
        <Link to="/signup" className={`${primaryButtonClass} mt-6`}>
          Go to sign up
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Verify your email"
      subtitle={
        <>
          We sent a 6-digit code to <strong className="text-slate-900 dark:text-white">{email}</strong>. It is valid for
          10 minutes.
        </>
      }
    >
      <Form method="post" action="/verify-otp" {...getFormProps(form)} className="relative space-y-4">
        <HoneypotField />
        <FormAlert title={actionData?.formErrorTitle} message={actionData?.formError ?? form.errors} />
        <Field
          field={fields.code}
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
        />
        <button type="submit" name="intent" value="verify" className={primaryButtonClass} disabled={verifying}>
          {verifying ? "Verifying..." : "Verify Account"}
        </button>
      </Form>
      <Form method="post" action="/verify-otp" className="mt-4">
        <ResendCountdown key={renderedAt} seconds={waitSeconds} sending={resending} />
      </Form>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
        Wrong address?{" "}
        <Link to="/signup" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Sign up again
        </Link>
      </p>
    </AuthCard>
  );
}
