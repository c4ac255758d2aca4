// The pre-interest form (spec §5): full name and a valid e-mail.
import { z } from "zod";
import { LEAD_SOURCES } from "./community";

export const joinCommunitySchema = z.object({
  full_name: z
    .string({ error: "Full name is required." })
    .trim()
    .min(1, "Full name is required.")
    .max(200, "Please keep your name under 200 characters."),
  email: z
    .string({ error: "Email is required." })
    .trim()
    .toLowerCase()
    .max(254, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
  source: z.enum(LEAD_SOURCES).catch("community").default("community"),
});

export type JoinCommunityInput = z.infer<typeof joinCommunitySchema>;
