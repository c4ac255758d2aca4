// Sign-ins and credentials for `npm run bench -- --organisations` (bench/organisations.js), made by the app's own
// code against the bench database, so the measured server accepts them exactly as it accepts a real user's:
//   - a login session per user id given (createUserSession: a Session row and the signed cookie);
//   - the punchout SharedSecret digest, as the organisation's settings page stores it (hashPunchoutSecret).
// Run with `node --import tsx` and the bench server's DATABASE_URL, SESSION_SECRET and NODE_ENV (the cookie's name and
// signature depend on them). Input: JSON { userIds: string[], punchoutSecret: string } as argv[2]. Output: JSON
// { cookies: { [userId]: "name=value" }, punchoutSecretHash } on stdout.
import { createUserSession } from "~/modules/auth/session.server";
import { hashPunchoutSecret } from "~/modules/punchout/credentials.server";
import { prisma } from "~/utils/db.server";

const input = JSON.parse(process.argv[2] ?? "{}") as { userIds?: string[]; punchoutSecret?: string };
const cookies: Record<string, string> = {};
for (const userId of input.userIds ?? []) {
  const setCookie = await createUserSession(
    new Request("http://127.0.0.1/login", { headers: { "User-Agent": "labmarket-bench" } }),
    userId,
  );
  // "name=value; Path=/; ..." → the Cookie header's "name=value".
  cookies[userId] = setCookie.split(";")[0]!;
}
const punchoutSecretHash = input.punchoutSecret ? hashPunchoutSecret(input.punchoutSecret) : null;
await prisma.$disconnect();
process.stdout.write(`\nBENCH-JSON:${JSON.stringify({ cookies, punchoutSecretHash })}\n`);
