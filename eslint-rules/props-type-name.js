/**
 * A component's props are typed by a named `...Props` type, so that they can be found by name.
 *
 * A component is a PascalCase function that renders JSX. Its first parameter's type (inside an
 * optional `Readonly<>`) must be an interface or type alias whose name ends in `Props`; when that
 * type is declared in the component's own file it is named after the component:
 * `function Banner(props: BannerProps)`. A shared, imported one keeps its own name
 * (`DialogComponentProps<'play'>`). Inline object types and intersections are reported.
 */

const pascalCase = /^[A-Z][A-Za-z0-9]*$/;

/** The name a function is known by: its own, or the variable it is assigned to (through memo()). */
function componentName(fn) {
  if (fn.id) return fn.id.name;
  let node = fn.parent;
  if (node.type === 'CallExpression') node = node.parent;
  return node.type === 'VariableDeclarator' && node.id.type === 'Identifier' ? node.id.name : null;
}

function unwrapReadonly(type) {
  const isReadonly =
    type.type === 'TSTypeReference' &&
    type.typeName.type === 'Identifier' &&
    type.typeName.name === 'Readonly' &&
    type.typeArguments?.params.length === 1;
  return isReadonly ? type.typeArguments.params[0] : type;
}

/** Names of the interfaces and type aliases declared at the top of the file. */
function localTypeNames(program) {
  return new Set(
    program.body
      .map((statement) => (statement.type.startsWith('Export') ? statement.declaration : statement))
      .filter(
        (node) =>
          node?.type === 'TSInterfaceDeclaration' || node?.type === 'TSTypeAliasDeclaration',
      )
      .map((node) => node.id.name),
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const propsTypeName = {
  meta: {
    type: 'suggestion',
    docs: { description: "Type a React component's props with a named `<Component>Props`." },
    schema: [],
    messages: {
      name: 'Type the props of `{{component}}` with `{{expected}}`, not `{{found}}`.',
    },
  },
  create(context) {
    const { sourceCode } = context;
    const declaredHere = localTypeNames(sourceCode.ast);
    const stack = [];
    const markJsx = () => stack.forEach((frame) => (frame.rendersJsx = true));

    function check(fn) {
      const component = componentName(fn);
      const annotation = fn.params[0]?.typeAnnotation?.typeAnnotation;
      if (!component || !pascalCase.test(component) || !annotation) return;
      const expected = `${component}Props`;
      const type = unwrapReadonly(annotation);
      const name =
        type.type === 'TSTypeReference' && type.typeName.type === 'Identifier'
          ? type.typeName.name
          : null;
      const allowed = declaredHere.has(name) ? name === expected : name?.endsWith('Props');
      if (allowed) return;
      const found = sourceCode.getText(annotation).replace(/\s+/g, ' ');
      context.report({
        node: annotation,
        messageId: 'name',
        data: {
          component,
          expected,
          found: found.length > 60 ? `${found.slice(0, 57)}...` : found,
        },
      });
    }

    return {
      ':function': (fn) => stack.push({ fn, rendersJsx: false }),
      ':function:exit': () => {
        const { fn, rendersJsx } = stack.pop();
        if (rendersJsx) check(fn);
      },
      JSXElement: markJsx,
      JSXFragment: markJsx,
    };
  },
};
