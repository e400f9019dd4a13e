/**
 * ESLint's own `max-lines` waits for a JavaScript `Program` node, which a style sheet does not
 * have; this is the same count (every line, the final newline aside) for the CSS language.
 */

/** @type {import('eslint').Rule.RuleModule} */
export const cssMaxLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Enforce a maximum number of lines per style sheet.' },
    schema: [{ type: 'integer', minimum: 1 }],
    messages: { exceed: 'File has too many lines ({{actual}}). Maximum allowed is {{max}}.' },
  },
  create(context) {
    const [max] = context.options;
    return {
      'StyleSheet:exit'(node) {
        const { lines } = context.sourceCode;
        const actual = lines.at(-1) === '' ? lines.length - 1 : lines.length;
        if (actual > max) {
          context.report({ node, messageId: 'exceed', data: { actual, max } });
        }
      },
    };
  },
};
