/** "First Last" of an account, without a stray space when either part is empty. */
export function personName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}
