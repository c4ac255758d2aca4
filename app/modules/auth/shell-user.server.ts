import type { ShellUser } from "./shell-user";
import { dashboardPathForRole } from "~/modules/accounts/roles";
import { getOptionalUser } from "./session.server";

/** The signed-in user as the header shows it; null for visitors. */
export async function getShellUser(request: Request): Promise<ShellUser | null> {
  const user = await getOptionalUser(request);
  if (!user) return null;
  return {
    fullName: user.fullName,
    email: user.email,
    dashboardPath: dashboardPathForRole(user.role),
    avatarUrl: user.avatarUrl,
    buyer: user.role === "buyer",
  };
}
