import { Node, mergeAttributes } from '@tiptap/core';

/** The `data-` attribute that marks a placeholder chip in the editor's HTML (never stored: see editorHtml.ts). */
export const PLACEHOLDER_ATTRIBUTE = 'data-placeholder';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    placeholder: {
      /** Puts the `{{name}}` chip where the selection is (replacing a selected text). */
      insertPlaceholder: (name: string) => ReturnType;
    };
  }
}

/**
 * A `{{name}}` placeholder as one piece of the text: a chip the caret moves over and Backspace takes out whole, so
 * that a name cannot be half-deleted into broken braces. Stored as the plain `{{name}}` it stands for.
 */
export const PlaceholderNode = Node.create({
  name: 'placeholder',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      name: {
        default: '',
        parseHTML: (element) => element.getAttribute(PLACEHOLDER_ATTRIBUTE) ?? '',
        renderHTML: (attributes) => ({ [PLACEHOLDER_ATTRIBUTE]: String(attributes.name) }),
      },
    };
  },

  parseHTML() {
    return [{ tag: `span[${PLACEHOLDER_ATTRIBUTE}]` }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { dir: 'ltr' }), `{{${String(node.attrs.name)}}}`];
  },

  renderText({ node }) {
    return `{{${String(node.attrs.name)}}}`;
  },

  addCommands() {
    return {
      insertPlaceholder:
        (name) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { name } }),
    };
  },
});
