import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { FormAlert, primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import { getOptionalUser, requireUser } from "~/modules/auth/session.server";
import { getMembership } from "~/modules/organisations/membership.server";
import { acceptInvite, invitationForToken } from "~/modules/organisations/organisations.server";
import { INVITATION_MESSAGES } from "~/modules/organisations/organisation";
import { ORGANISATION_ROLE_DESCRIPTIONS, ORGANISATION_ROLE_LABELS } from "~/modules/organisations/roles";
import { redirectWithToast } from "~/utils/cookies.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Join an organisation | LabMarket" },
  // The link carries a secret: no search engine, and no referrer to other sites. Not "no-referrer": with it Chromium
  // sends `Origin: null` on the page's own form post, which the cross-origin form check rightly refuses.
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const [invitation, user] = await Promise.all([invitationForToken(token), getOptionalUser(request)]);
  const path = requestUrl(request).pathname;
  if (!invitation)
    return data(
      { problem: INVITATION_MESSAGES.missing, invitation: null, user: null, path, otherOrganisation: false },
      { status: 404 },
    );
  const problem =
    invitation.state === "pending"
      ? user && user.email.toLowerCase() !== invitation.email.toLowerCase()
        ? INVITATION_MESSAGES.wrongUser
        : null
      : INVITATION_MESSAGES[invitation.state];
  const membership = user && !problem ? await getMembership(user.id) : null;
  const otherOrganisation = Boolean(membership && membership.organisation.id !== invitation.organisation.id);
  return data(
    {
      problem,
      invitation,
      user: user ? { email: user.email } : null,
      path,
      otherOrganisation,
    },
    { status: problem ? (invitation.state === "pending" ? 403 : 410) : 200 },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const accepted = await acceptInvite(user, params.token ?? "");
  if (!accepted.ok) return data({ error: accepted.message }, { status: 400 });
  return redirectWithToast("/organisation", { title: "Welcome aboard", description: "You joined the organisation." });
}

export default function JoinOrganisation() {
  const { problem, invitation, user, path, otherOrganisation } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">
        {invitation ? `Join ${invitation.organisation.name}` : "Invitation"}
      </h1>
      {problem || !invitation ? (
        <div className="mt-6 space-y-4">
          <FormAlert message={problem} />
          {user && invitation ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              You are signed in as <strong>{user.email}</strong>.{" "}
              <Form method="post" action="/logout" className="inline">
                <button type="submit" className="text-brand-700 underline dark:text-brand-100">
                  Sign out
                </button>
              </Form>{" "}
              and sign in with the invited address.
            </p>
          ) : null}
        </div>
      ) : (
        <div className="mt-6 space-y-5">
          <p className="text-slate-700 dark:text-slate-300">
            <strong>{invitation.email}</strong> is invited to join <strong>{invitation.organisation.name}</strong> as{" "}
            <strong>{ORGANISATION_ROLE_LABELS[invitation.role]}</strong>.{" "}
            {ORGANISATION_ROLE_DESCRIPTIONS[invitation.role]}
          </p>
          {!user ? (
            <div className="space-y-3">
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Sign in with {invitation.email} to accept. No account yet? Sign up with that address, confirm it, then
                open the link in the invitation e-mail again.
              </p>
              <div className="flex flex-wrap gap-3">
                <Link
                  to={`/login?${new URLSearchParams({ redirectTo: path })}`}
                  className={`${primaryButtonClass} sm:w-auto`}
                >
                  Sign in to accept
                </Link>
                <Link to="/signup" className={secondaryButtonClass}>
                  Sign up
                </Link>
              </div>
            </div>
          ) : otherOrganisation ? (
            <FormAlert message={INVITATION_MESSAGES.otherOrganisation} />
          ) : (
            <Form method="post">
              {actionData?.error ? (
                <p
                  role="alert"
                  className="mb-3 text-sm font-medium text-red-700 dark:text-red-400"
                  data-testid="field-error"
                >
                  {actionData.error}
                </p>
              ) : null}
              <button type="submit" className={`${primaryButtonClass} sm:w-auto`}>
                Accept and join
              </button>
            </Form>
          )}
        </div>
      )}
    </div>
  );
}
