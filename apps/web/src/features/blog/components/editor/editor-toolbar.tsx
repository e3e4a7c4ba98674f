import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { isAllowedImageUrl, isAllowedLinkUrl, ownImagePath, withDefaultScheme } from '../../url-rules';

type Tool = {
  key:
    | 'heading1'
    | 'heading2'
    | 'heading3'
    | 'bold'
    | 'italic'
    | 'underline'
    | 'bulletList'
    | 'orderedList'
    | 'alignLeft'
    | 'alignCenter'
    | 'alignRight'
    | 'link'
    | 'image'
    | 'quote'
    | 'codeBlock';
  glyph: ReactNode;
  /** Toggles show their state (aria-pressed); link and image only act. */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const GROUPS: Tool['key'][][] = [
  ['heading1', 'heading2', 'heading3'],
  ['bold', 'italic', 'underline'],
  ['bulletList', 'orderedList'],
  ['alignLeft', 'alignCenter', 'alignRight'],
  ['link', 'image', 'quote', 'codeBlock'],
];

/** Toolbar: headings 1-3, bold, italic, underline, lists, alignment, link, image, quote, code block. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('blog');
  const [message, setMessage] = useState('');
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const promptLink = (current: Editor) => {
    const previous = (current.getAttributes('link').href as string | undefined) ?? '';
    const typed = window.prompt(t('editor.linkPrompt'), previous);
    if (typed === null) return;
    const url = withDefaultScheme(typed);
    if (url === '') {
      current.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!isAllowedLinkUrl(url)) {
      setMessage(t('editor.unsafeUrl'));
      return;
    }
    setMessage('');
    const chain = current.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the link's text.
    if (current.state.selection.empty && !current.isActive('link')) {
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      chain.setLink({ href: url }).run();
    }
  };

  const promptImage = (current: Editor) => {
    const typed = window.prompt(t('editor.imagePrompt'), '');
    if (typed === null || typed.trim() === '') return;
    const url = ownImagePath(withDefaultScheme(typed), window.location.origin);
    if (!isAllowedImageUrl(url)) {
      setMessage(t('editor.unsafeImageUrl'));
      return;
    }
    setMessage('');
    current.chain().focus().setImage({ src: url }).run();
  };

  const tools: Record<Tool['key'], Omit<Tool, 'key'>> = {
    heading1: {
      glyph: 'H1',
      active: (e) => e.isActive('heading', { level: 1 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
    },
    heading2: {
      glyph: 'H2',
      active: (e) => e.isActive('heading', { level: 2 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    heading3: {
      glyph: 'H3',
      active: (e) => e.isActive('heading', { level: 3 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    bold: { glyph: <b>B</b>, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
    italic: {
      glyph: <i className="font-serif">I</i>,
      active: (e) => e.isActive('italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    underline: { glyph: <u>U</u>, active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
    bulletList: {
      glyph: <Glyph d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />,
      active: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    orderedList: {
      glyph: <Glyph d="M10 6h10M10 12h10M10 18h10M4 5h1v4M4 9h2M4 15h2l-2 3h2" />,
      active: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    alignLeft: {
      glyph: <Glyph d="M4 6h16M4 10h10M4 14h16M4 18h10" />,
      active: (e) => e.isActive({ textAlign: 'left' }),
      run: (e) => e.chain().focus().setTextAlign('left').run(),
    },
    alignCenter: {
      glyph: <Glyph d="M4 6h16M7 10h10M4 14h16M7 18h10" />,
      active: (e) => e.isActive({ textAlign: 'center' }),
      run: (e) => e.chain().focus().setTextAlign('center').run(),
    },
    alignRight: {
      glyph: <Glyph d="M4 6h16M10 10h10M4 14h16M10 18h10" />,
      active: (e) => e.isActive({ textAlign: 'right' }),
      run: (e) => e.chain().focus().setTextAlign('right').run(),
    },
    link: {
      glyph: <Glyph d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />,
      active: (e) => e.isActive('link'),
      run: promptLink,
    },
    image: { glyph: <Glyph d="M4 4h16v16H4zM8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M20 15l-5-5L5 20" />, run: promptImage },
    quote: {
      glyph: <Glyph d="M7 7h4v6H5V9a2 2 0 0 1 2-2M17 7h4v6h-6V9a2 2 0 0 1 2-2M11 13c0 3-2 4-4 4M21 13c0 3-2 4-4 4" />,
      active: (e) => e.isActive('blockquote'),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
    codeBlock: {
      glyph: <Glyph d="m8 8-4 4 4 4M16 8l4 4-4 4M14 5l-4 14" />,
      active: (e) => e.isActive('codeBlock'),
      run: (e) => e.chain().focus().toggleCodeBlock().run(),
    },
  };

  const flat = GROUPS.flat();
  // Re-render on every selection or content change, so pressed states follow the cursor.
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => flat.map((key) => tools[key].active?.(current) ?? null),
  });

  // One tab stop for the whole toolbar; arrows, Home and End move inside it (ARIA toolbar pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: focusIndex + 1, ArrowLeft: focusIndex - 1, Home: 0, End: flat.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + flat.length) % flat.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="toolbar"
        aria-label={t('editor.toolbarLabel')}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-2"
      >
        {GROUPS.map((group, groupIndex) => (
          <div key={groupIndex} className="flex gap-1 border-r border-slate-200 pr-1 last:border-r-0">
            {group.map((key) => {
              const position = flat.indexOf(key);
              const tool = tools[key];
              const isPressed = pressed?.[position];
              return (
                <button
                  key={key}
                  ref={(element) => {
                    buttons.current[position] = element;
                  }}
                  type="button"
                  tabIndex={position === focusIndex ? 0 : -1}
                  title={t(`editor.tools.${key}`)}
                  aria-pressed={isPressed === null || isPressed === undefined ? undefined : isPressed}
                  onFocus={() => setFocusIndex(position)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => tool.run(editor)}
                  className={`inline-flex size-9 items-center justify-center rounded-md text-sm font-semibold ${isPressed ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-200'}`}
                >
                  {/* Named by its text, not aria-label: the "H1" glyph is then no label the name leaves out (WCAG 2.5.3). */}
                  <span aria-hidden="true">{tool.glyph}</span>
                  <span className="sr-only">{t(`editor.tools.${key}`)}</span>
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <p aria-live="polite" className="px-3 text-sm font-medium text-red-700 empty:hidden">
        {message}
      </p>
    </div>
  );
}

function Glyph({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      <path d={d} />
    </svg>
  );
}
