// LabMarket's own contact details, listed on /contact.
export const CONTACT_DETAILS = {
  email: "hello@labmarket.example",
  phone: "+1 (617) 555-0142",
  address: ["LabMarket Inc.", "100 Cambridge Street, Suite 1400", "Boston, MA 02114, USA"],
  hours: "Monday to Friday, 9:00-18:00 ET",
} as const;
