// @ts-check
// `vh/no-literal-words`: words a person reads come from the catalogue (packages/contracts/src/
// catalogue), by key. This fails on English written straight into the product's code: JSX text,
// user-facing JSX attributes, a toast's title or message, and an error's message (AppError,
// notFound, invalidField) that is not a catalogue key.

/** Text a person would read: it has a letter (symbols such as '·' or '—' say nothing to translate). */
const hasWords = (text) => /\p{L}/u.test(text);

/** A catalogue key, such as 'errors.timeclock.noCentre'. */
const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/;

/** Props whose value is shown or spoken to a person. */
const SHOWN_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'alt',
  'error',
  'message',
  'hint',
  'caption',
  'legend',
  'confirmLabel',
  'cancelLabel',
  'emptyMessage',
  'nothingFoundMessage',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
]);

const ERROR_MAKERS = new Set(['AppError', 'notFound', 'invalidField']);

/** The literal text of a string or template literal node, or null when it is anything else. */
function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral')
    return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Words a person reads come from the catalogue, by key' },
    messages: {
      jsxText: 'Words in JSX ("{{text}}") belong in the catalogue: use t(\'namespace.key\').',
      attribute: 'The {{prop}} "{{text}}" belongs in the catalogue: use t(\'namespace.key\').',
      toast:
        "A notification's {{prop}} \"{{text}}\" belongs in the catalogue: use t('namespace.key').",
      error: 'An error\'s message must be a catalogue key, not "{{text}}".',
    },
    schema: [],
  },
  create(context) {
    const short = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40);
    const checkExpression = (node, report) => {
      const text = literalText(node);
      if (text !== null && hasWords(text)) report(text);
      if (node?.type === 'ConditionalExpression') {
        checkExpression(node.consequent, report);
        checkExpression(node.alternate, report);
      }
      if (node?.type === 'LogicalExpression') checkExpression(node.right, report);
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) {
          context.report({ node, messageId: 'jsxText', data: { text: short(node.value) } });
        }
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent?.type !== 'JSXElement' && parent?.type !== 'JSXFragment') return;
        checkExpression(node.expression, (text) =>
          context.report({ node, messageId: 'jsxText', data: { text: short(text) } }),
        );
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : node.name.name.name;
        if (!SHOWN_PROPS.has(name) || !node.value) return;
        const value =
          node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        checkExpression(value, (text) =>
          context.report({ node, messageId: 'attribute', data: { prop: name, text: short(text) } }),
        );
      },
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? callee.property.name
              : '';
        if (ERROR_MAKERS.has(name)) return checkErrorArguments(node, name);
        if (!/^(show|update|notify\w*|toast\w*)$/.test(name)) return;
        for (const argument of node.arguments) {
          if (/^(notify|toast)/.test(name))
            checkExpression(argument, (text) =>
              context.report({
                node: argument,
                messageId: 'toast',
                data: { prop: 'message', text: short(text) },
              }),
            );
          if (argument.type !== 'ObjectExpression') continue;
          for (const property of argument.properties) {
            if (property.type !== 'Property' || property.key.type !== 'Identifier') continue;
            if (property.key.name !== 'title' && property.key.name !== 'message') continue;
            checkExpression(property.value, (text) =>
              context.report({
                node: property,
                messageId: 'toast',
                data: { prop: property.key.name, text: short(text) },
              }),
            );
          }
        }
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && ERROR_MAKERS.has(node.callee.name)) {
          checkErrorArguments(node, node.callee.name);
        }
      },
    };

    function checkErrorArguments(node, name) {
      // AppError(code, key, …), notFound(key, …), invalidField(field, key, …)
      const at = name === 'notFound' ? 0 : 1;
      const argument = node.arguments[at];
      const text = literalText(argument);
      if (text === null) return;
      if (argument.type === 'TemplateLiteral' ? hasWords(text) : !KEY.test(text)) {
        context.report({ node: argument, messageId: 'error', data: { text: short(text) } });
      }
    }
  },
};

export default { rules: { 'no-literal-words': rule } };
