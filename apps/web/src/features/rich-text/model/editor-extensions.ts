import CodeBlockLowlight from '@tiptap/extension-code-block-lowlight';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { lowlight } from './code-highlight';
import { Callout, VideoEmbed } from './editor-nodes';
import { BlockMath, InlineMath } from './math-nodes';

/** Links the allow-list keeps: http, https and mailto. */
export const LINK_URL = /^(https?:\/\/|mailto:)/i;

/**
 * The editor's schema, which is the server's allow-list (apps/server/src/lib/rich-text.ts)
 * exactly: what is pasted from Word or Google Docs is parsed into these nodes and marks, and
 * anything else is dropped. StarterKit brings the Markdown shortcuts (`## `, `- `, `1. `, `> `,
 * ``` ``` ```, `**bold**`).
 */
export function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      codeBlock: false,
      // No empty paragraph added after the last block: stored HTML stays as written.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        isAllowedUri: (url) => LINK_URL.test(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
      },
    }),
    CodeBlockLowlight.configure({ lowlight, defaultLanguage: null }),
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ inline: false, allowBase64: false }),
    Callout,
    InlineMath,
    BlockMath,
    VideoEmbed,
  ];
}
