import { toLatinDigits } from '@academy/contract/field-rules';

/** Fields that take numbers: phones, codes, amounts, scores, counts. */
const isNumericField = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement &&
  (target.type === 'tel' || target.inputMode === 'numeric' || target.inputMode === 'decimal');

/**
 * The input's own value setter: React watches assignments through the element's `value`, and
 * would take one made here for its own and see no change to report.
 */
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * A Bangla keyboard types ০-৯. Every numeric field (phone, bKash number, one-time code, amounts,
 * scores) takes them as the Latin digits the rules and the server read: the value is rewritten
 * as it is typed or pasted, before the field's own handlers (React's included, which listen below
 * the document) see it. The server normalises them too (contract toLatinDigits), so a request
 * made without this page reads the same.
 */
export function acceptBanglaDigits(root: Document = document): void {
  root.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!isNumericField(field)) return;
      const latin = toLatinDigits(field.value);
      if (latin === field.value) return;
      // One character for one: the caret stays where it was.
      const { selectionStart, selectionEnd } = field;
      setValue.call(field, latin);
      if (selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
    },
    { capture: true },
  );
}
