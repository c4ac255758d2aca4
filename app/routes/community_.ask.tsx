import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data } from "react-router";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { requireUser } from "~/modules/auth/session.server";
import { COMMUNITY_NOTICES, COMMUNITY_TOPICS, parseCommunityTopic, postPath } from "~/modules/community/community";
import { QUESTION_BODY_MAX, QUESTION_TITLE_MAX, type QuestionInput } from "~/modules/community/post-schemas";
import { createQuestion } from "~/modules/community/posts.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { requestUrl } from "~/utils/request-url";

// /community/ask: Post Question (signed-in members): title, question and topic; it becomes a discussion post.
export const meta: MetaFunction = () => [
  { title: "Post a Question | LabMarket" },
  {
    name: "description",
    content:
      "Ask the LabMarket community of scientists and verified experts about lyophilization, chromatography or bioreactors.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const topic = parseCommunityTopic(requestUrl(request).searchParams.get("topic"));
  return { topic: topic === "all" ? "" : topic, authorName: user.fullName };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const outcome = await createQuestion(user, await readFormData(request));
  if (outcome.status === "invalid") return data({ result: outcome.result }, { status: 400 });
  return redirectWithToast(postPath(outcome.postId), COMMUNITY_NOTICES.questionPosted);
}

const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";
const labelClass = "block text-sm font-medium text-slate-700 dark:text-slate-300";
const errorClass = "mt-1 text-sm text-red-700 dark:text-red-400";

export default function AskQuestionPage() {
  const { topic, authorName } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting";
  const [form, fields] = useForm<QuestionInput>({
    id: "ask-question",
    lastResult: actionData?.result,
    defaultValue: { topic },
    defaultNoValidate: false,
    constraint: {
      title: { required: true, maxLength: QUESTION_TITLE_MAX },
      body: { required: true, maxLength: QUESTION_BODY_MAX },
      topic: { required: true },
    },
  });
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <Link to="/community" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        ← Community Hub
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Post a Question
      </h1>
      <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">
        Ask the community. Your question is posted as {authorName}; the answer you accept is highlighted for everyone.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-8 space-y-6" data-testid="ask-form">
        <div>
          <label htmlFor={fields.title.id} className={labelClass}>
            Title
          </label>
          <input
            {...getInputProps(fields.title, { type: "text" })}
            placeholder="e.g. Which column for basic compounds at low pH?"
            className={inputClass}
          />
          <p id={fields.title.errorId} className={errorClass}>
            {fields.title.errors?.[0]}
          </p>
        </div>
        <div>
          <label htmlFor={fields.topic.id} className={labelClass}>
            Topic
          </label>
          <select {...getSelectProps(fields.topic)} className={inputClass}>
            <option value="">Choose a topic</option>
            {COMMUNITY_TOPICS.filter((t) => t.value !== "all").map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
          <p id={fields.topic.errorId} className={errorClass}>
            {fields.topic.errors?.[0]}
          </p>
        </div>
        <div>
          <label htmlFor={fields.body.id} className={labelClass}>
            Question
          </label>
          <textarea
            {...getTextareaProps(fields.body)}
            rows={8}
            placeholder="Describe what you tried, your setup and what you expected."
            className={inputClass}
          />
          <p id={fields.body.errorId} className={errorClass}>
            {fields.body.errors?.[0]}
          </p>
        </div>
        <div className="flex items-center justify-end gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
          <Link
            to="/community"
            className="rounded-md px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            Cancel
          </Link>
          <button
            type="submit"
            disabled={posting}
            className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {posting ? "Posting..." : "Post Question"}
          </button>
        </div>
      </Form>
    </div>
  );
}
