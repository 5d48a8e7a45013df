/** Joins the truthy class names: cx('a', isOn && 'b') → 'a b'. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
