// The colour of an availability line (issue 37), the same on cards and the product page.
export const availabilityTone = {
  "in-stock": "text-emerald-800 dark:text-emerald-300",
  backorder: "text-amber-800 dark:text-amber-300",
  "out-of-stock": "text-red-800 dark:text-red-300",
  unavailable: "text-slate-700 dark:text-slate-300",
} as const;
