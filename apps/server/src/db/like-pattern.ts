/** `%text%` for LIKE and ILIKE, with their wildcards (`%`, `_`, `\`) in `text` taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
