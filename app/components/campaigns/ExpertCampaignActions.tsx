// The expert's steps on a campaign: accept or decline an invitation, then submit a demo or a post link.
import { Form, useNavigation } from "react-router";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import type { CampaignAction, CampaignStatus, FieldErrors } from "~/modules/campaigns/campaigns";

function Message({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400" data-testid="field-error">
      {message}
    </p>
  ) : null;
}

const invalid = (name: string, errors: FieldErrors) => ({
  "aria-invalid": errors[name] ? true : undefined,
  "aria-describedby": errors[name] ? `${name}-error` : undefined,
});

export function ExpertCampaignActions({
  status,
  actions,
  demos,
  errors,
}: {
  status: CampaignStatus;
  actions: CampaignAction[];
  demos: { id: string; title: string }[];
  errors: FieldErrors;
}) {
  const pending = useNavigation().state === "submitting";
  return (
    <>
      {errors.form ? (
        <p
          role="alert"
          className="mt-6 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {errors.form}
        </p>
      ) : null}
      {actions.includes("accept") ? (
        <section className="mt-6 space-y-4" aria-labelledby="respond-heading">
          <h2 id="respond-heading" className="text-lg font-semibold">
            Your answer
          </h2>
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="accept"
              className={`${primaryButtonClass} sm:w-auto`}
              disabled={pending}
            >
              Accept invitation
            </button>
          </Form>
          <Form method="post" className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <label htmlFor="reason" className="block text-sm font-medium">
              Reason for declining <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
            </label>
            <textarea
              id="reason"
              name="reason"
              rows={2}
              maxLength={1000}
              className={inputClass}
              {...invalid("reason", errors)}
            />
            <Message id="reason-error" message={errors.reason} />
            <button type="submit" name="intent" value="decline" className={secondaryButtonClass} disabled={pending}>
              Decline invitation
            </button>
          </Form>
        </section>
      ) : null}
      {actions.includes("submit") ? (
        <Form method="post" className="mt-6 space-y-4" aria-labelledby="submit-heading" noValidate>
          <h2 id="submit-heading" className="text-lg font-semibold">
            Submit your content
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Choose one of your demos, or paste the https:// link to your post.
          </p>
          <div>
            <label htmlFor="demoId" className="block text-sm font-medium">
              One of your demos
            </label>
            <select id="demoId" name="demoId" defaultValue="" className={inputClass} {...invalid("demoId", errors)}>
              <option value="">No demo — I am sending a link</option>
              {demos.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.title}
                </option>
              ))}
            </select>
            <Message id="demoId-error" message={errors.demoId} />
          </div>
          <div>
            <label htmlFor="url" className="block text-sm font-medium">
              Link to your post
            </label>
            <input
              id="url"
              name="url"
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={500}
              className={inputClass}
              {...invalid("url", errors)}
            />
            <Message id="url-error" message={errors.url} />
          </div>
          <div>
            <label htmlFor="note" className="block text-sm font-medium">
              Note to the brand <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
            </label>
            <textarea
              id="note"
              name="note"
              rows={2}
              maxLength={1000}
              className={inputClass}
              {...invalid("note", errors)}
            />
            <Message id="note-error" message={errors.note} />
          </div>
          <button
            type="submit"
            name="intent"
            value="submit"
            className={`${primaryButtonClass} sm:w-auto`}
            disabled={pending}
          >
            Submit content
          </button>
        </Form>
      ) : null}
      {actions.length === 0 ? (
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          {status === "content_submitted"
            ? "Your content is with the brand for review."
            : "Nothing more to do on this campaign."}
        </p>
      ) : null}
    </>
  );
}
