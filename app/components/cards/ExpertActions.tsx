import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useFetcher, useNavigation } from "react-router";
import { Field, FormAlert, TextAreaField } from "~/components/auth/fields";
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from "~/modules/experts/experts";
import { expertMessageSchema } from "~/modules/experts/message-schema";

const followKey = (expertId: number) => `follow-expert-${expertId}`;

/** The follow state to show: a pending Follow / Unfollow wins over the server's answer (optimistic with JS). */
function useOptimisticFollowing(expertId: number, following: boolean): boolean {
  const fetcher = useFetcher({ key: followKey(expertId) });
  const pending = fetcher.formData?.get("intent");
  return pending === "follow" ? true : pending === "unfollow" ? false : following;
}

/** Follow / Unfollow: a form post (visitors are sent to log in); with JavaScript it updates at once. */
export function FollowExpertButton({
  expertId,
  name,
  following,
  signedIn,
}: {
  expertId: number;
  name: string;
  following: boolean;
  signedIn: boolean;
}) {
  const fetcher = useFetcher({ key: followKey(expertId) });
  const shown = useOptimisticFollowing(expertId, following);
  const className = shown
    ? "rounded-lg border border-brand-600 bg-brand-50 px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-100 dark:border-brand-500 dark:bg-slate-800 dark:text-brand-100"
    : "rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700";
  const button = (
    <button
      type="submit"
      className={className}
      aria-label={`${shown ? "Unfollow" : "Follow"} ${name}`}
      data-testid="follow-button"
    >
      {shown ? "Unfollow" : "Follow"}
    </button>
  );
  const intent = <input type="hidden" name="intent" value={shown ? "unfollow" : "follow"} />;
  // Visitors get a plain form: the server sends them to log in, nothing to show optimistically.
  if (!signedIn) {
    return (
      <Form method="post" className="inline">
        {intent}
        {button}
      </Form>
    );
  }
  return (
    <fetcher.Form method="post" preventScrollReset className="inline">
      {intent}
      {button}
    </fetcher.Form>
  );
}

/** The Followers figure (seeded audience + LabMarket followers), exact, following a pending Follow at once. */
export function FollowerStat({
  expertId,
  followers,
  following,
}: {
  expertId: number;
  followers: number;
  following: boolean;
}) {
  const shown = useOptimisticFollowing(expertId, following);
  const count = followers + (shown === following ? 0 : shown ? 1 : -1);
  return (
    <div className="rounded-xl border border-slate-200 p-4 text-center dark:border-slate-800">
      <dt className="text-sm text-slate-600 dark:text-slate-400">Followers</dt>
      <dd className="mt-1 text-2xl font-bold" data-testid="follower-count">
        {count.toLocaleString("en-US")}
      </dd>
    </div>
  );
}

type ActionData = { result?: SubmissionResult<string[]> } | undefined;

/** Message: subject and body, stored in the expert's inbox and e-mailed to them. Visitors are asked to log in. */
export function ExpertMessageForm({ expertId, name, signedIn }: { expertId: number; name: string; signedIn: boolean }) {
  const actionData = useActionData() as ActionData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "message";
  const [form, fields] = useForm({
    id: `message-expert-${expertId}`,
    lastResult: actionData?.result,
    constraint: getZodConstraint(expertMessageSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: expertMessageSchema }),
  });
  return (
    <section
      id="message"
      aria-labelledby="message-heading"
      className="scroll-mt-24 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="message-heading" className="font-semibold">
        Message {name}
      </h2>
      {signedIn ? (
        <Form
          method="post"
          preventScrollReset
          {...getFormProps(form)}
          className="mt-3 space-y-3"
          data-testid="message-form"
        >
          <input type="hidden" name="intent" value="message" />
          <FormAlert message={form.errors} />
          <Field
            field={fields.subject}
            label="Subject"
            hint={`Up to ${MESSAGE_SUBJECT_MAX} characters.`}
            disabled={sending}
          />
          <TextAreaField
            field={fields.body}
            label="Message"
            rows={5}
            hint={`Up to ${MESSAGE_BODY_MAX.toLocaleString("en-US")} characters.`}
            disabled={sending}
          />
          <button
            type="submit"
            disabled={sending}
            className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {sending ? "Sending…" : "Send Message"}
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          <Link
            to={`/login?${new URLSearchParams({ redirectTo: `/influencer/${expertId}#message` })}`}
            className="font-semibold text-brand-700 underline dark:text-brand-100"
          >
            Log in
          </Link>{" "}
          to send {name} a message. It goes to their inbox on LabMarket.
        </p>
      )}
    </section>
  );
}
