// Review before listing (issue 10 #3, ADR 019): the states of a product and which edits send it to review.
// Pure: the editor, the admin queue and the brand's list share it.

export const PRODUCT_STATUSES = ["draft", "pending_review", "active", "rejected", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The one status the catalogue lists (its indexes are partial on it, ADR 015). */
export const LIVE_STATUS = "active" satisfies ProductStatus;

export const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: "Draft",
  pending_review: "In review",
  active: "Live",
  rejected: "Rejected",
  archived: "Archived",
};

export function readProductStatus(value: string | null | undefined): ProductStatus | null {
  return PRODUCT_STATUSES.includes(value as ProductStatus) ? (value as ProductStatus) : null;
}

export function statusLabel(value: string): string {
  const status = readProductStatus(value);
  return status ? STATUS_LABELS[status] : value;
}

/** What the brand is told about a status in its list and editor. */
export function statusExplanation(status: ProductStatus): string {
  switch (status) {
    case "draft":
      return "Not listed. Submit it for review when it is ready.";
    case "pending_review":
      return "Waiting for a LabMarket admin to review it. It is listed once approved.";
    case "active":
      return "Listed in the store.";
    case "rejected":
      return "Not listed. Change what the reviewer asked for and submit it again.";
    case "archived":
      return "Archived: not listed. Restore it to edit and resubmit it.";
  }
}

/** The fields whose change on a live product needs a new review (ADR 019). */
export const REVIEWED_FIELDS = ["title", "categoryId"] as const;

export interface ReviewedSnapshot {
  title: string;
  categoryId: string | null;
}

/**
 * The status after a save. A brand's edit of a live product's title or category goes back to review (it is no
 * longer listed until approved); every other edit keeps the status. Admins' edits never need a review.
 */
export function statusAfterEdit(
  current: ProductStatus,
  before: ReviewedSnapshot,
  after: ReviewedSnapshot,
  byAdmin: boolean,
): ProductStatus {
  if (byAdmin || current !== "active") return current;
  const changed = before.title !== after.title || before.categoryId !== after.categoryId;
  return changed ? "pending_review" : current;
}

/** Where "submit" takes a product: the review queue, or straight to the store when System Settings switch review off. */
export function submittedStatus(reviewRequired: boolean): ProductStatus {
  return reviewRequired ? "pending_review" : LIVE_STATUS;
}

export type LifecycleAction = "submit" | "archive" | "restore" | "approve" | "reject" | "unpublish";

/** Whether `action` is allowed from `status` (the buttons shown follow the same rule). */
export function canApply(action: LifecycleAction, status: ProductStatus): boolean {
  switch (action) {
    case "submit":
      return status === "draft" || status === "rejected";
    case "archive":
      return status !== "archived";
    case "restore":
      return status === "archived";
    case "approve":
      return status === "pending_review";
    case "reject":
      return status === "pending_review";
    case "unpublish":
      return status === "active";
  }
}

/** Editable unless archived (restore first). */
export function isEditable(status: ProductStatus): boolean {
  return status !== "archived";
}
