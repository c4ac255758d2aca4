// SAP OCI login (ADR 065): the buyer's SAP system opens /punchout/oci in the user's browser (GET or POST) with the
// organisation's USERNAME and PASSWORD and the HOOK_URL the cart goes back to. The shopper is the member named by
// EMAIL (SAP passes it as a catalogue call parameter); without one, the admin who set up the connection.
import { prisma } from "~/utils/db.server";
import { punchoutSecretMatches } from "./credentials.server";
import { returnUrlAllowed } from "./rules";
import { openPunchoutSession, punchoutMember } from "./sessions.server";

export type OciLoginOutcome = { ok: true; startUrl: string } | { ok: false; status: 400 | 401 | 403; message: string };

function field(params: URLSearchParams, name: string): string | null {
  const value = params.get(name) ?? params.get(name.toLowerCase());
  return value && value.length <= 2000 ? value : null;
}

export async function ociLogin(params: URLSearchParams): Promise<OciLoginOutcome> {
  const username = field(params, "USERNAME");
  const password = field(params, "PASSWORD");
  const hookUrl = field(params, "HOOK_URL");
  const connection = username
    ? await prisma.punchoutConnection.findUnique({
        where: { ociUsername: username },
        select: {
          organisationId: true,
          ociPasswordHash: true,
          returnHosts: true,
          updatedById: true,
          organisation: { select: { suspendedAt: true } },
        },
      })
    : null;
  const passwordOk = punchoutSecretMatches(password, connection?.ociPasswordHash);
  if (!connection || !passwordOk)
    return { ok: false, status: 401, message: "The OCI user name or password is not valid." };
  if (connection.organisation.suspendedAt)
    return { ok: false, status: 403, message: "The organisation is suspended on LabMarket and cannot order." };
  if (!hookUrl || !returnUrlAllowed(hookUrl, connection.returnHosts))
    return {
      ok: false,
      status: 400,
      message: "HOOK_URL is missing or not an allowed https address for this organisation.",
    };
  const email = field(params, "EMAIL") ?? field(params, "USER_EMAIL");
  let userId: string | null = null;
  if (email) {
    const member = await punchoutMember(connection.organisationId, email);
    if (!member.ok) return { ok: false, status: 403, message: member.message };
    userId = member.userId;
  } else if (connection.updatedById) {
    const admin = await prisma.organisationMember.findUnique({
      where: { userId: connection.updatedById },
      select: { organisationId: true },
    });
    if (admin?.organisationId === connection.organisationId) userId = connection.updatedById;
  }
  if (!userId) return { ok: false, status: 403, message: "No member to shop as: pass EMAIL with a member's address." };
  const target = field(params, "~TARGET");
  const { startUrl } = await openPunchoutSession({
    organisationId: connection.organisationId,
    userId,
    protocol: "oci",
    operation: "create",
    buyerCookie: null,
    returnUrl: hookUrl,
    returnTarget: target && /^[A-Za-z0-9_-]{1,40}$/.test(target) ? target : null,
    systemName: "SAP (OCI)",
  });
  return { ok: true, startUrl };
}
