// ESLint rule `texts/no-jsx-text`: a text a player reads is a key of its app's catalog (docs/languages.md), never a
// literal in JSX. Refused: JSX text with a letter in it (`<p>Retry</p>`), and a string with a letter given to an
// attribute a player reads or hears (`aria-label="Back"`, `title`, `placeholder`, `alt`, `label`, `subtitle`, `text`).
// Text with no letter (`☰`, `+91`, `·`) is no sentence and stays. Enabled where an app's texts are in catalogs
// (eslint.config.mjs); a remote opts in when it moves its texts.

const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'subtitle', 'text']);
const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
const noJsxText = {
  meta: {
    type: 'problem',
    docs: { description: 'A text a player reads comes from the catalog, not a literal in JSX (docs/languages.md).' },
    schema: [],
    messages: {
      text: 'Text in JSX ("{{text}}"): put it in the catalog and use t(\'key\') (docs/languages.md).',
      attribute: 'Text in the {{name}} attribute ("{{text}}"): put it in the catalog and use t(\'key\') (docs/languages.md).',
    },
  },
  create(context) {
    const excerpt = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, messageId: 'text', data: { text: excerpt(node.value) } });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = value.type === 'Literal' && typeof value.value === 'string' ? value.value : value.type === 'TemplateLiteral' ? value.quasis.map((quasi) => quasi.value.cooked).join('') : null;
        if (text && LETTER.test(text)) context.report({ node, messageId: 'attribute', data: { name, text: excerpt(text) } });
      },
    };
  },
};

export default { rules: { 'no-jsx-text': noJsxText } };
