import { lazy, Suspense, useRef, useState } from "react";
import { inputClass } from "~/components/auth/fields";
import { useHydrated } from "~/components/content/useHydrated";
import { editableAsRichText } from "~/modules/product-editor/rich-text";
import { FieldMessage } from "./fields";

// The formatting editor (ProseMirror through TipTap) is loaded only in the browser, after the page is interactive:
// without JavaScript, and until it arrives, the field is the plain textarea the form posts as it is.
const RichTextEditor = lazy(() => import("./RichTextEditor.client"));

interface RichTextFieldProps {
  name: string;
  label: string;
  defaultValue: string;
  hint: string;
  error?: string;
}

/** A rich-text field that posts HTML under `name` (sanitised by the server either way). */
export function RichTextField({ name, label, defaultValue, hint, error }: RichTextFieldProps) {
  const hydrated = useHydrated();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // Once the editor is up it posts the field, starting from what the textarea held (text typed before it loaded
  // included); the textarea stays in place, hidden and disabled, so nothing is posted twice.
  const [enhanced, setEnhanced] = useState(false);
  // A saved description with elements the editor would drop (a table…) is edited as HTML.
  const editable = editableAsRichText(defaultValue);
  return (
    <div>
      <label htmlFor={enhanced ? undefined : name} id={`${name}-label`} className="block text-sm font-medium">
        {label}
      </label>
      {hydrated && editable ? (
        <Suspense fallback={null}>
          <RichTextEditor
            name={name}
            initialHtml={() => textareaRef.current?.value ?? defaultValue}
            invalid={Boolean(error)}
            hadFocus={() => document.activeElement === textareaRef.current}
            onReady={() => setEnhanced(true)}
          />
        </Suspense>
      ) : null}
      <textarea
        ref={textareaRef}
        id={name}
        name={name}
        rows={8}
        defaultValue={defaultValue}
        hidden={enhanced}
        disabled={enhanced}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${name}-hint`}
        className={inputClass}
      />
      <p id={`${name}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {hydrated && !editable
          ? "This description has markup the formatting editor cannot keep (a table, for example): edit it as HTML here."
          : hint}
      </p>
      <FieldMessage name={name} message={error} />
    </div>
  );
}
