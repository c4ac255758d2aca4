// Forms of the community: Post Question, comment / answer, and the post actions (vote, accept, flag...).
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";
import { FLAG_REASONS, POST_TOPICS } from "./community";

export const QUESTION_TITLE_MAX = 200;
export const QUESTION_BODY_MAX = 10_000;
export const COMMENT_MAX = 5_000;

export const questionSchema = z.object({
  title: textField({ error: "Please give your question a title." })
    .trim()
    .min(1, "Please give your question a title.")
    .max(QUESTION_TITLE_MAX, `Please keep the title under ${QUESTION_TITLE_MAX} characters.`),
  body: textField({ error: "Please describe your question." })
    .trim()
    .min(1, "Please describe your question.")
    .max(QUESTION_BODY_MAX, `Please keep your question under ${QUESTION_BODY_MAX.toLocaleString("en-US")} characters.`),
  topic: z.enum(POST_TOPICS, { error: "Please choose a topic." }),
});

export type QuestionInput = z.infer<typeof questionSchema>;

export const commentSchema = z.object({
  intent: z.literal("comment"),
  body: textField({ error: "Please write your answer." })
    .trim()
    .min(1, "Please write your answer.")
    .max(COMMENT_MAX, `Please keep your answer under ${COMMENT_MAX.toLocaleString("en-US")} characters.`),
});

const redirectTo = textField().max(2000).optional();
/** A report's reason: one of FLAG_REASONS; anything else counts as no reason given (the report still counts). */
const flagReason = z
  .enum(FLAG_REASONS.map((r) => r.value) as [string, ...string[]])
  .optional()
  .catch(undefined);

/** Every post action but the comment (which has its own form and field errors). */
export const postActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("vote"),
    value: z.enum(["up", "down", "clear"]),
    redirectTo,
    via: textField().optional(),
  }),
  z.object({ intent: z.literal("accept"), commentId: textField().min(1).max(100), redirectTo }),
  z.object({ intent: z.literal("flag"), reason: flagReason, redirectTo }),
  z.object({ intent: z.literal("flag-comment"), commentId: textField().min(1).max(100), reason: flagReason }),
  z.object({ intent: z.literal("remove"), redirectTo }),
  z.object({ intent: z.literal("restore"), redirectTo }),
]);

export type PostAction = z.infer<typeof postActionSchema>;
