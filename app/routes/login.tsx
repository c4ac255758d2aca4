import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { redirect } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { AuthCard, Field, FormAlert, HoneypotField, primaryButtonClass } from "~/components/auth/fields";
import { QuickLogin } from "~/components/auth/QuickLogin";
import { useSubmitting } from "~/components/auth/usePending";
import { landingPathForRole } from "~/modules/accounts/roles";
import { loginSchema } from "~/modules/accounts/schemas";
import { quickLoginAccounts } from "~/modules/auth/demo-accounts.server";
import { login } from "~/modules/auth/login.server";
import { getOptionalUser } from "~/modules/auth/session.server";
import type { FormActionData } from "~/modules/security/responses.server";
import { safeRedirectPath } from "~/utils/cookies.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Log In | LabMarket" },
  { name: "description", content: "Log in to LabMarket to shop, join live demos and manage your dashboard." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = requestUrl(request);
  const redirectTo = url.searchParams.get("redirectTo");
  const user = await getOptionalUser(request);
  if (user)
    throw redirect(
      redirectTo ? safeRedirectPath(redirectTo, landingPathForRole(user.role)) : landingPathForRole(user.role),
    );
  const quick = quickLoginAccounts();
  const prefill = quick ? (quick.accounts.find((a) => a.key === url.searchParams.get("as"))?.email ?? null) : null;
  return {
    redirectTo: redirectTo ? safeRedirectPath(redirectTo, "") || null : null,
    quick,
    prefillEmail: prefill,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return login(request, context);
}

export default function Login() {
  const { redirectTo, quick, prefillEmail } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData?.result,
    defaultValue: { email: prefillEmail ?? "", redirectTo: redirectTo ?? "" },
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const submitting = useSubmitting("/login");
  return (
    <AuthCard
      title="Log in to LabMarket"
      subtitle={
        <>
          New here?{" "}
          <Link to="/signup" className="font-semibold text-brand-700 underline dark:text-brand-100">
            Create an account
          </Link>
        </>
      }
    >
      <Form
        method="post"
        action={redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login"}
        {...getFormProps(form)}
        className="relative space-y-4"
      >
        <HoneypotField />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormAlert title={actionData?.formErrorTitle} message={actionData?.formError ?? form.errors} />
        <Field field={fields.email} label="Email" type="email" autoComplete="email" disabled={submitting} />
        <Field
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          disabled={submitting}
          extra={
            <p className="mt-1 text-right text-sm">
              <Link to="/forgot-password" className="font-medium text-brand-700 underline dark:text-brand-100">
                Forgot password?
              </Link>
            </p>
          }
        />
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? "Logging in..." : "Log In"}
        </button>
      </Form>
      {quick ? (
        <QuickLogin
          accounts={quick.accounts}
          password={quick.password}
          emailInputId={fields.email.id}
          passwordInputId={fields.password.id}
        />
      ) : null}
    </AuthCard>
  );
}
