/** `%`, `_` and `\` typed by a user are matched as themselves in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for text that contains `text`. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** A LIKE pattern for text that starts with `text`. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;
