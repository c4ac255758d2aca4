import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { redirect } from "react-router";
import { logout } from "~/modules/auth/logout.server";

export const meta: MetaFunction = () => [
  { title: "Log Out | LabMarket" },
  { name: "description", content: "Sign out of LabMarket." },
];

// Logging out is a POST (a link or prefetch must never sign anyone out); a GET just goes home.
export async function loader(_args: LoaderFunctionArgs) {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  return logout(request);
}
