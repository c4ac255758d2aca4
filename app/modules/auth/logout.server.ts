import { redirect } from "react-router";
import { destroyUserSession } from "./session.server";

/** Deletes the session row and the cookie, then goes to / (spec §4 Logout). */
export async function logout(request: Request) {
  return redirect("/", { status: 303, headers: { "Set-Cookie": await destroyUserSession(request) } });
}
