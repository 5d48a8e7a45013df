import ts from 'typescript';

/** A user-visible string written in a component instead of coming from the locale files. */
export type LiteralString = { line: number; text: string };

/** Props and attributes whose value a person reads or hears (screen readers included). */
const TEXT_PROPS = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'description',
  'hint',
  'error',
  'loadingText',
  'emptyText',
  'confirmText',
  'cancelText',
]);

/** Toast calls show their first argument: toast('…'), toast.success('…'), toast.error('…'). */
const TOAST_NAMES = new Set(['toast']);

/**
 * The deliberate exceptions: the language endonyms (each language named in itself) and the taka
 * sign, plus the phone placeholder, written as a pattern rather than words.
 */
export const ALLOWED_LITERALS = new Set(['English', 'বাংলা', 'EN', 'বাং', '৳', '01XXXXXXXXX']);

const LETTER = /\p{L}/u;
const HTML_ENTITY = /&(?:[a-z]+|#\d+|#x[\da-f]+);/gi;

function isUserVisible(text: string): boolean {
  const trimmed = text.replace(HTML_ENTITY, ' ').replace(/\s+/g, ' ').trim();
  return trimmed !== '' && LETTER.test(trimmed) && !ALLOWED_LITERALS.has(trimmed);
}

/**
 * Literal strings an expression can evaluate to, looking through conditionals, `??`/`||`/`&&`,
 * parentheses, `as` and template literals, but never into calls: `t('about.title')` takes a key.
 */
function literalsOf(expression: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return [expression];
  }
  if (ts.isTemplateExpression(expression)) {
    return [expression.head, ...expression.templateSpans.map((span) => span.literal)];
  }
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
    return literalsOf(expression.expression);
  }
  if (ts.isConditionalExpression(expression)) {
    return [...literalsOf(expression.whenTrue), ...literalsOf(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.AmpersandAmpersandToken ||
      operator === ts.SyntaxKind.PlusToken
    ) {
      return [...literalsOf(expression.left), ...literalsOf(expression.right)];
    }
  }
  return [];
}

function textOf(node: ts.Node): string {
  if (
    ts.isStringLiteralLike(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node) ||
    ts.isJsxText(node)
  ) {
    return node.text;
  }
  return '';
}

function attributeName(attribute: ts.JsxAttribute): string {
  return ts.isIdentifier(attribute.name) ? attribute.name.text : attribute.name.getText();
}

function isToastCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return TOAST_NAMES.has(callee.text);
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    TOAST_NAMES.has(callee.expression.text)
  );
}

/** Every user-visible literal string in one source file (JSX text, text props, toasts). */
export function findLiteralStrings(fileName: string, source: string): LiteralString[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: LiteralString[] = [];
  const report = (node: ts.Node) => {
    const text = textOf(node);
    if (!isUserVisible(text)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      report(node);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      // A child expression: {'text'} or {isOpen ? 'Hide' : 'Show'}.
      literalsOf(node.expression).forEach(report);
    } else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(attributeName(node))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value);
      else if (value && ts.isJsxExpression(value) && value.expression) {
        literalsOf(value.expression).forEach(report);
      }
    } else if (ts.isCallExpression(node) && isToastCall(node) && node.arguments[0]) {
      literalsOf(node.arguments[0]).forEach(report);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
