// Contact forms (spec §2 Contact, §5 Contact forms: all fields are required, no other rule).

export interface ContactField {
  name: string;
  label: string;
  type: "text" | "email" | "textarea";
  autoComplete?: string;
  requiredMessage: string;
}

const fullName: ContactField = {
  name: "fullName",
  label: "Full Name",
  type: "text",
  autoComplete: "name",
  requiredMessage: "Full name is required.",
};
const email: ContactField = {
  name: "email",
  label: "Email",
  type: "email",
  autoComplete: "email",
  requiredMessage: "Email is required.",
};
const company: ContactField = {
  name: "company",
  label: "Company",
  type: "text",
  autoComplete: "organization",
  requiredMessage: "Company is required.",
};
const product: ContactField = {
  name: "product",
  label: "Product",
  type: "text",
  requiredMessage: "Product is required.",
};

export const CONTACT_TABS = [
  {
    value: "quote",
    label: "Request Quote",
    intro: "Tell us what you need and we'll prepare a quote with pricing, lead time and service options.",
    submitLabel: "Request Quote",
    fields: [
      fullName,
      email,
      company,
      product,
      { name: "quantity", label: "Quantity", type: "text", requiredMessage: "Quantity is required." },
      {
        name: "message",
        label: "Requirements",
        type: "textarea",
        requiredMessage: "Please describe your requirements.",
      },
    ],
  },
  {
    value: "question",
    label: "Ask Question",
    intro: "Questions about a product, an order or your account? Our team and verified experts are here to help.",
    submitLabel: "Send Question",
    fields: [
      fullName,
      email,
      { name: "subject", label: "Subject", type: "text", requiredMessage: "Subject is required." },
      { name: "message", label: "Question", type: "textarea", requiredMessage: "Please enter your question." },
    ],
  },
  {
    value: "specs",
    label: "Download Specs",
    intro: "Request the full technical specification sheet for any product in our catalogue.",
    submitLabel: "Request Specs",
    fields: [fullName, email, company, product],
  },
] as const satisfies readonly {
  value: string;
  label: string;
  intro: string;
  submitLabel: string;
  fields: readonly ContactField[];
}[];

export type ContactTab = (typeof CONTACT_TABS)[number]["value"];

export function parseContactTab(value: unknown): ContactTab {
  return CONTACT_TABS.find((tab) => tab.value === value)?.value ?? "quote";
}

export function contactTab(value: ContactTab) {
  return CONTACT_TABS.find((tab) => tab.value === value)!;
}

export const MESSAGE_SENT = {
  title: "Message Sent!",
  description: "Thank you for contacting LabMarket.",
} as const;

/** What each tab's submission is called in e-mails and the inbox. */
export const INQUIRY_LABELS: Record<ContactTab, string> = {
  quote: "quote request",
  question: "question",
  specs: "spec sheet request",
};

/** Download Specs needs a product we have: the field must name one (the list suggests them). */
export const UNKNOWN_PRODUCT = "We couldn't find that product. Please choose one from the list.";

export const SPEC_SHEET_READY = "Your spec sheet is ready. It is downloading now; we've also e-mailed it to you.";

/** An inquiry is "new" until whoever it was routed to marks it handled (and may reopen it). */
export const INQUIRY_STATUSES = ["new", "handled"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The admins' inquiry list: those routed to the admins (no brand), or every inquiry on the marketplace. */
export const INQUIRY_SCOPES = [
  { id: "admins", label: "Routed to admins" },
  { id: "all", label: "All inquiries" },
] as const;
export type InquiryScope = (typeof INQUIRY_SCOPES)[number]["id"];

export function readInquiryScope(value: string | null): InquiryScope {
  return value === "all" ? "all" : "admins";
}
