import { Link } from "react-router";
import { UserAvatar } from "~/components/auth/Avatar";
import { roleLabel } from "~/modules/accounts/roles";
import { DefinitionList } from "./DashboardShell";

export function DashboardHeader({
  name,
  role,
  avatarUrl,
  title,
}: {
  name: string;
  role: string;
  avatarUrl: string | null;
  title: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <UserAvatar name={name} url={avatarUrl} size={56} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Welcome back, {name} · <span className="capitalize">{roleLabel(role)}</span>
        </p>
      </div>
    </div>
  );
}

export function ProfileSummary({ items }: { items: { label: string; value: React.ReactNode }[] }) {
  return (
    <>
      <DefinitionList items={items} />
      <Link
        to="/profile?edit=1"
        className="mt-6 inline-block font-semibold text-brand-700 underline dark:text-brand-100"
      >
        Edit your profile
      </Link>
    </>
  );
}
