import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";

/** The elements of `editableAsRichText` (modules/product-editor/rich-text.ts); no h1/h2: the page has its own. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [3, 4, 5, 6] },
    link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] },
  }),
];

const toolButton =
  "rounded border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-100 aria-pressed:bg-slate-200 dark:border-slate-700 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-700";

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      heading: e.isActive("heading", { level: 3 }),
      bullets: e.isActive("bulletList"),
      numbers: e.isActive("orderedList"),
      link: e.isActive("link"),
    }),
  });
  const setLink = () => {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const href = window.prompt("Link address (https://…)", previous);
    if (href === null) return;
    if (href.trim() === "" || href.trim() === "https://") editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  const buttons: { label: string; pressed?: boolean; run: () => void }[] = [
    { label: "Bold", pressed: active.bold, run: () => editor.chain().focus().toggleBold().run() },
    { label: "Italic", pressed: active.italic, run: () => editor.chain().focus().toggleItalic().run() },
    {
      label: "Heading",
      pressed: active.heading,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    { label: "Bullets", pressed: active.bullets, run: () => editor.chain().focus().toggleBulletList().run() },
    { label: "Numbered", pressed: active.numbers, run: () => editor.chain().focus().toggleOrderedList().run() },
    { label: active.link ? "Edit link" : "Link", pressed: active.link, run: setLink },
    { label: "Undo", run: () => editor.chain().focus().undo().run() },
    { label: "Redo", run: () => editor.chain().focus().redo().run() },
  ];
  return (
    <div
      role="toolbar"
      aria-label="Description formatting"
      className="flex flex-wrap gap-1 border-b border-slate-200 p-1 dark:border-slate-700"
    >
      {buttons.map((b) => (
        <button
          key={b.label}
          type="button"
          className={toolButton}
          aria-pressed={b.pressed}
          // A mouse click leaves the caret in the text; keyboard users reach the buttons with Tab as usual.
          onMouseDown={(event) => event.preventDefault()}
          onClick={b.run}
        >
          {b.label}
        </button>
      ))}
    </div>
  );
}

/** The formatting editor that replaces the textarea once the page runs JavaScript; the HTML posts under `name`. */
export default function RichTextEditor({
  name,
  initialHtml,
  invalid,
  hadFocus,
  onReady,
}: {
  name: string;
  /** Read once, when the editor starts: the textarea's value at that moment. */
  initialHtml: () => string;
  invalid: boolean;
  /** Whether the textarea had the focus when the editor took its place: the caret moves into the editor then. */
  hadFocus: () => boolean;
  onReady: () => void;
}) {
  const [start] = useState(initialHtml);
  const [html, setHtml] = useState(start);
  const editor = useEditor({
    extensions,
    content: start,
    immediatelyRender: false,
    onCreate: ({ editor: created }) => {
      const focus = hadFocus();
      onReady();
      if (focus) created.commands.focus("end");
    },
    editorProps: {
      attributes: {
        id: `${name}-editor`,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${name}-label`,
        "aria-describedby": `${name}-hint`,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class:
          "min-h-40 px-3 py-2 text-slate-900 focus:outline-none dark:text-white [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100 [&_h3]:mt-2 [&_h3]:text-base [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5",
      },
    },
    // An emptied editor posts nothing rather than "<p></p>".
    onUpdate: ({ editor: e }) => setHtml(e.isEmpty ? "" : e.getHTML()),
  });
  return (
    <div
      className="mt-1 rounded-md border border-slate-300 bg-white focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-700 dark:bg-slate-900"
      data-testid="rich-text-editor"
    >
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
