import ts from 'typescript';

/**
 * One place the app asks for a translation: a `t(…)` call or a `<Trans i18nKey>`, read through
 * the TypeScript checker so that the namespaces come from the type of `t` (whatever
 * useTranslation or a TFunction parameter gave it) and a key built at run time resolves to the
 * finite set of keys its type allows.
 */
export type TranslationCall = {
  /** Path relative to the source root, and 1-based line. */
  file: string;
  line: number;
  /** The key argument as written, e.g. "`tabs.${tab}`". */
  keyText: string;
  /** Namespaces the translator looks in, in order (`useTranslation(['static', 'pages'])`). */
  namespaces: string[];
  keyPrefix?: string;
  /** Every key the argument can be, or null when nothing finite is known (a plain string). */
  keys: string[] | null;
  /** Names the call's options pass (`count`, `value`, …); a `<Trans>` passes its `values`. */
  options: string[];
  /** The call gives a defaultValue, shown when the key is missing. */
  hasDefault: boolean;
};

/** Casts say what a value is meant to be, not what it is: look through them. */
function stripCasts(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isTypeAssertionExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function literalValuesOf(type: ts.Type): string[] | null {
  const members = type.isUnion() ? type.types : [type];
  const values: string[] = [];
  for (const member of members) {
    if (member.isStringLiteral()) values.push(member.value);
    else if (member.isNumberLiteral()) values.push(String(member.value));
    else return null;
  }
  return values;
}

function cartesian(parts: string[][]): string[] {
  return parts.reduce<string[]>(
    (results, options) => results.flatMap((prefix) => options.map((part) => prefix + part)),
    [''],
  );
}

/**
 * The types the program writes as `ParseKeys<…>` (every key of a namespace), each with the
 * literals the program writes where such a type is expected: `label: 'footer.about'` of a nav
 * item. The checker keeps one object per union of literals, so a value of that type is found by
 * identity.
 */
type KeyTypedLiterals = Map<ts.Type, Set<string>>;

/**
 * The values an expression used as a key can take: literals, both branches of a conditional,
 * template literals part by part, and otherwise the checker's type when it is a finite union of
 * literals. A value typed as a whole namespace's keys (`label: ParseKeys<'nav'>`) resolves to
 * the literals the program writes for that type.
 */
function valuesOf(
  expression: ts.Expression,
  checker: ts.TypeChecker,
  keyTyped: KeyTypedLiterals,
): string[] | null {
  const inner = stripCasts(expression);
  if (ts.isStringLiteralLike(inner)) return [inner.text];
  if (ts.isConditionalExpression(inner)) {
    const whenTrue = valuesOf(inner.whenTrue, checker, keyTyped);
    const whenFalse = valuesOf(inner.whenFalse, checker, keyTyped);
    return whenTrue && whenFalse ? [...new Set([...whenTrue, ...whenFalse])] : null;
  }
  if (ts.isTemplateExpression(inner)) {
    const parts: string[][] = [[inner.head.text]];
    for (const span of inner.templateSpans) {
      const values = valuesOf(span.expression, checker, keyTyped);
      if (!values) return null;
      parts.push(values, [span.literal.text]);
    }
    return [...new Set(cartesian(parts))];
  }
  const type = checker.getTypeAtLocation(inner);
  const written = keyTyped.get(type);
  // A key type nothing writes a literal for says nothing about this value: unresolved.
  if (written) return written.size > 0 ? [...written].sort() : null;
  return literalValuesOf(type);
}

/** ['admin'] from TFunction<"admin">, ['static', 'pages'] from TFunction<readonly [...]>. */
function translatorOf(
  type: ts.Type,
  checker: ts.TypeChecker,
): { namespaces: string[]; keyPrefix?: string } | null {
  if (type.getSymbol()?.getName() !== 'TFunction') return null;
  const [namespace, prefix] = checker.getTypeArguments(type as ts.TypeReference);
  if (!namespace) return null;
  const namespaces = namespace.isStringLiteral()
    ? [namespace.value]
    : checker.isTupleType(namespace)
      ? checker
          .getTypeArguments(namespace as ts.TypeReference)
          .flatMap((member) => (member.isStringLiteral() ? [member.value] : []))
      : [];
  if (namespaces.length === 0) return null;
  return prefix?.isStringLiteral() ? { namespaces, keyPrefix: prefix.value } : { namespaces };
}

function optionNamesOf(argument: ts.Expression | undefined, checker: ts.TypeChecker): string[] {
  if (!argument) return [];
  // An object literal names its options itself; asking the checker would resolve the whole call.
  if (
    ts.isObjectLiteralExpression(argument) &&
    argument.properties.every(
      (property) => ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property),
    )
  ) {
    return argument.properties.map((property) => property.name!.getText());
  }
  const type = checker.getTypeAtLocation(argument);
  if (type.isStringLiteral() || (type.flags & ts.TypeFlags.StringLike) !== 0) return [];
  return type.getProperties().map((property) => property.getName());
}

function jsxAttribute(element: ts.JsxAttributes, name: string): ts.JsxAttribute | undefined {
  return element.properties.find(
    (property): property is ts.JsxAttribute =>
      ts.isJsxAttribute(property) && property.name.getText() === name,
  );
}

function attributeExpression(attribute: ts.JsxAttribute | undefined): ts.Expression | undefined {
  const value = attribute?.initializer;
  if (!value) return undefined;
  if (ts.isStringLiteral(value)) return value;
  return ts.isJsxExpression(value) ? value.expression : undefined;
}

/** A literal written straight into t(…), through parentheses and conditionals. */
function isTranslatorArgument(node: ts.Node): boolean {
  let current = node;
  while (
    ts.isParenthesizedExpression(current.parent) ||
    ts.isConditionalExpression(current.parent)
  ) {
    current = current.parent;
  }
  const call = current.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments[0] === current &&
    calleeName(call.expression) === 't'
  );
}

function calleeName(callee: ts.Expression): string {
  if (ts.isIdentifier(callee)) return callee.text;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
}

/** Literals the program writes where a ParseKeys<…> type is expected, by that type's name. */
function collectKeyTypedLiterals(
  files: readonly ts.SourceFile[],
  checker: ts.TypeChecker,
  knownKeys: ReadonlySet<string>,
): KeyTypedLiterals {
  const found: KeyTypedLiterals = new Map();
  const findKeyTypes = (node: ts.Node): void => {
    if (ts.isTypeReferenceNode(node) && node.typeName.getText() === 'ParseKeys') {
      const type = checker.getTypeFromTypeNode(node);
      // Without the typed resources ParseKeys is plain `string`, which is no key type.
      if (type.isUnion() && literalValuesOf(type)) found.set(type, new Set());
    }
    ts.forEachChild(node, findKeyTypes);
  };
  files.forEach(findKeyTypes);
  const findWrites = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) && knownKeys.has(node.text) && !isTranslatorArgument(node)) {
      const contextual = checker.getContextualType(node);
      const candidates = contextual?.isUnion() ? [contextual, ...contextual.types] : [contextual];
      for (const type of candidates) if (type) found.get(type)?.add(node.text);
    }
    ts.forEachChild(node, findWrites);
  };
  if (found.size > 0) files.forEach(findWrites);
  return found;
}

/** A call of a translator named anything but `t`, which the search below would miss. */
export type RenamedTranslator = { file: string; line: number; text: string };

/**
 * Every translation request in the given files. Calls are found by the name the whole app uses,
 * `t`, and kept when the checker confirms a TFunction; `renamed` lists translators bound to
 * another name (`const { t: translate } = useTranslation()`), so none slips past unseen.
 */
export function findTranslationCalls(
  program: ts.Program,
  files: readonly ts.SourceFile[],
  relativeName: (fileName: string) => string,
  knownKeys: ReadonlySet<string>,
): { calls: TranslationCall[]; renamed: RenamedTranslator[] } {
  const checker = program.getTypeChecker();
  const keyTyped = collectKeyTypedLiterals(files, checker, knownKeys);
  const calls: TranslationCall[] = [];
  const renamed: RenamedTranslator[] = [];

  for (const file of files) {
    const lineOf = (node: ts.Node) =>
      file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    const add = (
      node: ts.Node,
      translator: ReturnType<typeof translatorOf>,
      key: ts.Expression,
      options: string[],
      hasDefault: boolean,
    ) => {
      calls.push({
        file: relativeName(file.fileName),
        line: lineOf(node),
        keyText: key.getText(file),
        namespaces: translator?.namespaces ?? [],
        ...(translator?.keyPrefix ? { keyPrefix: translator.keyPrefix } : {}),
        keys: valuesOf(key, checker, keyTyped),
        options,
        hasDefault,
      });
    };

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.arguments[0]) {
        const callee = node.expression;
        if (calleeName(callee) === 't') {
          const translator = translatorOf(checker.getTypeAtLocation(callee), checker);
          if (translator) {
            const options = optionNamesOf(node.arguments[1], checker);
            add(node, translator, node.arguments[0], options, options.includes('defaultValue'));
          }
        }
      } else if (ts.isBindingElement(node) && node.propertyName?.getText(file) === 't') {
        renamed.push({
          file: relativeName(file.fileName),
          line: lineOf(node),
          text: node.getText(file),
        });
      } else if (
        ts.isParameter(node) &&
        node.type?.getText(file).startsWith('TFunction') &&
        node.name.getText(file) !== 't'
      ) {
        renamed.push({
          file: relativeName(file.fileName),
          line: lineOf(node),
          text: node.getText(file),
        });
      } else if (
        (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
        node.tagName.getText(file) === 'Trans'
      ) {
        const key = attributeExpression(jsxAttribute(node.attributes, 'i18nKey'));
        const tExpression = attributeExpression(jsxAttribute(node.attributes, 't'));
        const ns = attributeExpression(jsxAttribute(node.attributes, 'ns'));
        const translator = tExpression
          ? translatorOf(checker.getTypeAtLocation(tExpression), checker)
          : { namespaces: ns ? (valuesOf(ns, checker, keyTyped) ?? []) : ['common'] };
        const values = attributeExpression(jsxAttribute(node.attributes, 'values'));
        const count = jsxAttribute(node.attributes, 'count') ? ['count'] : [];
        if (key) add(node, translator, key, [...optionNamesOf(values, checker), ...count], false);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { calls, renamed };
}
