// Demo mode's quick login offers every demo account the seed creates (issue 34: it offered 4 of the 7), each filling
// in its own e-mail address, also without JavaScript (/login?as=<key>).
import { expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../prisma/seed-accounts";
import { get, run } from "./accounts.support";

type Quick = { password: string; accounts: { key: string; label: string; email: string }[] } | null;

it("the login page in demo mode offers all seven demo accounts, pending and rejected ones labelled", async () => {
  const login = await import("~/routes/login");
  const res = await run(login.loader as never, get("/login"));
  const quick = res.data.quick as Quick;
  expect(quick?.accounts).toHaveLength(7);
  expect(quick!.accounts.map((a) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
  expect(quick!.accounts.map((a) => a.label)).toEqual([
    "Admin",
    "Buyer",
    "Expert",
    "Brand",
    "Community member",
    "Expert (pending)",
    "Brand (rejected)",
  ]);
  expect(new Set(quick!.accounts.map((a) => a.key)).size).toBe(7);
});

it("every quick-login key prefills its account's e-mail without JavaScript", async () => {
  const login = await import("~/routes/login");
  for (const account of DEMO_ACCOUNTS) {
    const key = account.email.split("@")[0];
    const res = await run(login.loader as never, get(`/login?as=${key}`));
    expect(res.data.prefillEmail, key).toBe(account.email);
  }
});
