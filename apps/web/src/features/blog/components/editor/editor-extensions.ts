import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import TextAlign from '@tiptap/extension-text-align';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedImageUrl, isAllowedLinkUrl } from '../../url-rules';

/** What the editor can write: the toolbar's formats, and nothing the server's allow-list would drop. */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    // Configured below, with our scheme rule.
    link: false,
    strike: false,
    horizontalRule: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    HTMLAttributes: { rel: 'noopener nofollow', target: null },
    isAllowedUri: (url) => isAllowedLinkUrl(url),
  }),
  Image.configure({ inline: false, allowBase64: false }).extend({
    // A pasted image from elsewhere (http, data:) would be dropped by the server: refuse it here already.
    parseHTML() {
      return [{ tag: 'img[src]', getAttrs: (element) => (isAllowedImageUrl(element.getAttribute('src') ?? '') ? null : false) }];
    },
  }),
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
];
