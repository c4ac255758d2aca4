// The profile page's sections: the profile as others read it, the edit form (details and interests) and the
// avatar upload. Both forms post to /profile?edit=1 and work without JavaScript.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "react-router";
import {
  Field,
  FieldErrors,
  FormAlert,
  primaryButtonClass,
  secondaryButtonClass,
  TextAreaField,
} from "~/components/auth/fields";
import { useSubmitting } from "~/components/auth/usePending";
import type { OwnProfileView } from "~/modules/accounts/profile.server";
import { INTEREST_OPTIONS } from "~/modules/accounts/roles";
import { profileSchema } from "~/modules/accounts/schemas";
import type { FormActionData } from "~/modules/security/responses.server";

type ProfileData = Pick<OwnProfileView, "fullName" | "companyName" | "bio" | "interests" | "memberSince">;

export function ProfileView({ profile }: { profile: ProfileData }) {
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">Company</dt>
        <dd className="mt-1">{profile.companyName || "—"}</dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">Member since</dt>
        <dd className="mt-1">{profile.memberSince}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">Bio</dt>
        <dd className="mt-1 whitespace-pre-line" data-testid="profile-bio">
          {profile.bio || "—"}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">Interests</dt>
        <dd className="mt-2">
          {profile.interests.length ? (
            <ul className="flex flex-wrap gap-2" data-testid="profile-interests">
              {profile.interests.map((interest) => (
                <li
                  key={interest}
                  className="rounded-full border border-slate-300 px-3 py-0.5 text-sm dark:border-slate-600"
                >
                  {interest}
                </li>
              ))}
            </ul>
          ) : (
            "—"
          )}
        </dd>
      </div>
    </dl>
  );
}

export function ProfileForm({ profile }: { profile: ProfileData }) {
  const actionData = useActionData<FormActionData>();
  const isUpdateResult = !actionData?.formErrorTitle || actionData.formErrorTitle === "Error updating profile";
  const [form, fields] = useForm({
    id: "profile",
    lastResult: isUpdateResult ? actionData?.result : undefined,
    defaultValue: {
      fullName: profile.fullName,
      companyName: profile.companyName,
      bio: profile.bio,
      interests: profile.interests,
    },
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  const saving = useSubmitting("/profile", "update");
  return (
    <Form
      method="post"
      action="/profile?edit=1"
      {...getFormProps(form)}
      className="mt-8 space-y-4 border-t border-slate-200 pt-6 dark:border-slate-700"
    >
      <h2 className="text-lg font-semibold">Details</h2>
      {actionData?.formErrorTitle === "Error updating profile" ? (
        <FormAlert title={actionData.formErrorTitle} message={actionData.formError} />
      ) : null}
      <Field field={fields.fullName} label="Full name" autoComplete="name" />
      <Field field={fields.companyName} label="Company" optional autoComplete="organization" />
      <TextAreaField field={fields.bio} label="Bio" optional />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Interests</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {INTEREST_OPTIONS.map((option) => {
            const props = getInputProps(fields.interests, { type: "checkbox", value: option });
            return (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  {...props}
                  key={props.key}
                  id={`interest-${option.replace(/\s+/g, "-")}`}
                  className="h-4 w-4 rounded border-slate-400 text-brand-600"
                />
                {option}
              </label>
            );
          })}
        </div>
        <FieldErrors id={fields.interests.errorId} errors={fields.interests.errors} />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="update"
          className={`${primaryButtonClass} sm:w-auto`}
          disabled={saving}
        >
          {saving ? "Saving..." : "Save changes"}
        </button>
        <Link to="/profile" className={secondaryButtonClass}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

export function AvatarForm() {
  const actionData = useActionData<FormActionData>();
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const error = actionData?.formErrorTitle === "Error uploading avatar" ? actionData : null;
  return (
    <Form method="post" action="/profile?edit=1" encType="multipart/form-data" className="mt-6 space-y-2">
      {error ? <FormAlert title={error.formErrorTitle} message={error.formError} /> : null}
      <label htmlFor="avatar" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Avatar image{" "}
        <span className="font-normal text-slate-600 dark:text-slate-400">(PNG, JPEG, GIF or WebP, up to 2 MB)</span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id="avatar"
          name="avatar"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="block text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:font-semibold file:text-white dark:text-slate-300"
        />
        <button type="submit" className={secondaryButtonClass} disabled={uploading}>
          {uploading ? "Uploading..." : "Upload avatar"}
        </button>
      </div>
    </Form>
  );
}
