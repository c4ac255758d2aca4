import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Form, Link, useLoaderData } from "react-router";
import { UserAvatar } from "~/components/auth/Avatar";
import { FormAlert, secondaryButtonClass } from "~/components/auth/fields";
import { AvatarForm, ProfileForm, ProfileView } from "~/components/auth/ProfileSections";
import { profileAction } from "~/modules/accounts/actions.server";
import { getOwnProfile } from "~/modules/accounts/profile.server";
import { ROLES, roleLabel } from "~/modules/accounts/roles";
import { countSessions, requireRole } from "~/modules/auth/session.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Profile | LabMarket" },
  { name: "description", content: "View and edit your LabMarket profile, avatar and interests." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ROLES);
  const [profile, sessions] = await Promise.all([getOwnProfile(user.id), countSessions(user.id)]);
  const editing = requestUrl(request).searchParams.get("edit") === "1";
  return { editing, sessions, profile };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, ROLES);
  return profileAction(request, user);
}

export default function Profile() {
  const { profile, editing, sessions } = useLoaderData<typeof loader>();
  if (!profile) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold">Profile</h1>
        <FormAlert message="Could not load profile." />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{editing ? "Edit profile" : "Your profile"}</h1>
        {editing ? null : (
          <Link to="/profile?edit=1" className={secondaryButtonClass} data-testid="edit-profile">
            Edit profile
          </Link>
        )}
      </div>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <div className="flex flex-wrap items-center gap-6">
          <UserAvatar name={profile.fullName} url={profile.avatarUrl} />
          <div>
            <p className="text-xl font-semibold" data-testid="profile-name">
              {profile.fullName}
            </p>
            <p className="text-slate-700 dark:text-slate-300">{profile.email}</p>
            <p
              className="mt-1 inline-block rounded-full bg-brand-50 px-3 py-0.5 text-sm font-medium capitalize text-brand-700 dark:bg-slate-800 dark:text-brand-100"
              data-testid="profile-role"
            >
              {roleLabel(profile.role)}
            </p>
          </div>
        </div>
        {editing ? <AvatarForm /> : null}
        {editing ? <ProfileForm profile={profile} /> : <ProfileView profile={profile} />}
      </div>
      <section
        aria-labelledby="sessions-heading"
        className="mt-8 rounded-2xl border border-slate-200 p-6 dark:border-slate-700"
      >
        <h2 id="sessions-heading" className="text-lg font-semibold">
          Sessions
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="session-count">
          You are signed in on {sessions} {sessions === 1 ? "device or browser" : "devices or browsers"}.
        </p>
        <Form method="post" action="/profile" className="mt-3">
          <button
            type="submit"
            name="intent"
            value="signout-others"
            className={secondaryButtonClass}
            disabled={sessions <= 1}
          >
            Sign out everywhere else
          </button>
        </Form>
      </section>
    </div>
  );
}
