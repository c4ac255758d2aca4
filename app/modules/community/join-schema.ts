// The pre-interest form (spec §5): full name and a valid e-mail.
import { z } from "~/utils/zod";
import { emailAddress, requiredText } from "~/modules/forms/fields";
import { LEAD_SOURCES } from "./community";

export const joinCommunitySchema = z.object({
  full_name: requiredText("Full name", 200, { tooLong: "Please keep your name under 200 characters." }),
  email: emailAddress(),
  source: z.enum(LEAD_SOURCES).catch("community").default("community"),
});

export type JoinCommunityInput = z.infer<typeof joinCommunitySchema>;
