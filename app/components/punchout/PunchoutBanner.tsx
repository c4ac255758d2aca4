// The mark of a punchout session (ADR 065): on every page, naming the organisation and the procurement system, with
// the "Return cart" post. A plain form that reloads the document (its answer is the page that posts the cart away).
import { Form } from "react-router";
import type { PunchoutBanner as PunchoutBannerData } from "~/modules/punchout/sessions.server";

export function PunchoutReturnForm({ systemName, className }: { systemName: string; className?: string }) {
  return (
    <Form method="post" action="/punchout/return" reloadDocument className={className}>
      <button
        type="submit"
        className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50 focus:outline-none focus:ring-2 focus:ring-white"
      >
        Return cart to {systemName}
      </button>
    </Form>
  );
}

export function PunchoutBanner({ punchout }: { punchout: PunchoutBannerData | null }) {
  if (!punchout) return null;
  return (
    <div
      role="region"
      aria-label="Punchout session"
      data-testid="punchout-banner"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-indigo-900 px-4 py-2 text-center text-sm text-white"
    >
      <p className="font-medium">
        Punchout session for {punchout.organisationName} — Return cart to {punchout.systemName}
      </p>
      <PunchoutReturnForm systemName={punchout.systemName} />
    </div>
  );
}
