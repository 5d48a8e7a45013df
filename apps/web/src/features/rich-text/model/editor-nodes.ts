import { mergeAttributes, Node } from '@tiptap/core';
import { CALLOUT_TONES, type CalloutTone } from '@academy/contract/rich-text';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    callout: {
      /** Wraps the selected blocks in a callout, or takes the callout away. */
      toggleCallout: (tone: CalloutTone) => ReturnType;
    };
  }
}

/** `<div data-callout="info|tip|warning" role="note">` around blocks. */
export const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes: () => ({
    tone: {
      default: 'info',
      parseHTML: (element: HTMLElement) => {
        const tone = element.getAttribute('data-callout');
        return (CALLOUT_TONES as readonly string[]).includes(tone ?? '') ? tone : 'info';
      },
      renderHTML: () => ({}),
    },
  }),
  parseHTML: () => [{ tag: 'div[data-callout]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, { 'data-callout': node.attrs.tone, role: 'note' }),
    0,
  ],
  addCommands() {
    return {
      toggleCallout:
        (tone) =>
        ({ commands }) =>
          commands.toggleWrap(this.name, { tone }),
    };
  },
});

/** A player from the video hosts, as notes could embed before the editor; kept, not typed. */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  addAttributes: () => ({ src: { default: '' }, title: { default: 'Video' } }),
  parseHTML: () => [{ tag: 'iframe[src]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'iframe',
    mergeAttributes(HTMLAttributes, { allowfullscreen: 'true', loading: 'lazy' }),
  ],
});
