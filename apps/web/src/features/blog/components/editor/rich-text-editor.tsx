import { useEffect, useImperativeHandle, type Ref } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { EditorToolbar } from './editor-toolbar';
import { editorExtensions } from './editor-extensions';
import { sanitizePostHtml } from '../../sanitize-html';
import '../../blog-content.css';

export interface EditorChange {
  html: string;
  /** The words a reader would see, for the 'Content is required' rule. */
  text: string;
  hasImage: boolean;
}

interface RichTextEditorProps {
  /** Content when the editor opens (an edited post's HTML); later changes come from the user. */
  initialHtml: string;
  onChange: (change: EditorChange) => void;
  labelId: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  /** The editable area (e.g. for a form to focus it when the content is missing). */
  editableRef?: Ref<HTMLElement | null>;
}

/** The post body editor (TipTap): a labelled multi-line textbox under the formatting toolbar. */
export function RichTextEditor({ initialHtml, onChange, labelId, describedBy, invalid = false, editableRef }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: editorExtensions,
    content: initialHtml,
    editorProps: {
      // Pasted or dropped HTML is cut down to the allow-list before the editor parses it into
      // elements, so an <img onerror> from the clipboard never becomes one, even off-screen.
      transformPastedHTML: (html) => sanitizePostHtml(html),
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'blog-content min-h-72 px-4 py-3 focus:outline-none',
        'data-testid': 'post-content-editor',
      },
    },
    onUpdate: ({ editor: current }) => {
      let hasImage = false;
      current.state.doc.descendants((node) => {
        if (node.type.name === 'image') hasImage = true;
      });
      onChange({ html: current.getHTML(), text: current.getText(), hasImage });
    },
  });

  useImperativeHandle(editableRef, () => editor?.view.dom ?? null, [editor]);

  // Accessibility attributes that change after creation (the error appears on submit).
  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom;
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
  }, [editor, invalid, describedBy]);

  return (
    <div
      className={`mt-1 overflow-hidden rounded-lg border bg-white focus-within:ring-3 focus-within:ring-brand-600 ${invalid ? 'border-red-600' : 'border-slate-300'}`}
    >
      {editor && <EditorToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
