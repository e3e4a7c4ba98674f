import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { EditorToolbar } from './editor-toolbar';
import { editorExtensions } from './editor-extensions';
import { sanitizePostHtml } from '../../sanitize-html';

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

  // The editable element exists once EditorContent has mounted the editor's view, which on a direct
  // load of the page can come after this component's first effects: reading editor.view before it
  // throws ("The editor view is not available"). So the element is followed through mount and unmount.
  const [editable, setEditable] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!editor) return;
    const follow = () => setEditable(editor.isDestroyed ? null : editor.view.dom);
    follow();
    editor.on('mount', follow);
    editor.on('unmount', follow);
    return () => {
      editor.off('mount', follow);
      editor.off('unmount', follow);
    };
  }, [editor]);

  useImperativeHandle<HTMLElement | null, HTMLElement | null>(editableRef, () => editable, [editable]);

  // Accessibility attributes that change after creation (the error appears on submit).
  useEffect(() => {
    if (!editable) return;
    if (invalid) editable.setAttribute('aria-invalid', 'true');
    else editable.removeAttribute('aria-invalid');
    if (describedBy) editable.setAttribute('aria-describedby', describedBy);
    else editable.removeAttribute('aria-describedby');
  }, [editable, invalid, describedBy]);

  return (
    <div
      className={`mt-1 overflow-hidden rounded-lg border bg-white focus-within:ring-3 focus-within:ring-brand-600 ${invalid ? 'border-red-600' : 'border-slate-300'}`}
    >
      {editor && <EditorToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
