// What the author of a hidden or removed post or comment sees in its place: the moderator's decision and reason.
import { moderationLabel } from "~/modules/admin/community";

export function ModerationNotice({
  moderation,
  kind,
}: {
  moderation: { removed: boolean; reason: string; pending?: boolean };
  kind: "post" | "comment";
}) {
  return (
    <div
      role="status"
      data-testid="moderation-notice"
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">{moderationLabel(moderation)}</p>
      <p className="mt-1 text-sm">
        {kind === "post"
          ? moderation.removed
            ? "Only you can see this post. Other members no longer see it."
            : "Only you and the moderators can see this post until it is reviewed again."
          : "Only you can see this comment."}
      </p>
      <p className="mt-2 text-sm">
        <span className="font-medium">Reason:</span> {moderation.reason}
      </p>
    </div>
  );
}

export function LockedNotice() {
  return (
    <p
      role="status"
      data-testid="locked-notice"
      className="mt-8 rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
    >
      🔒 A moderator locked this thread. It takes no new answers or comments.
    </p>
  );
}
