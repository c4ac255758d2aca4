import type { ShellUser } from "~/components/layout/Header";

/** The signed-in user as the header shows it; null for visitors. Sessions arrive with the accounts issue. */
export async function getShellUser(_request: Request): Promise<ShellUser | null> {
  return null;
}
