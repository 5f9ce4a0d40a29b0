/** An ILIKE pattern matching `text` anywhere, with the pattern's own special characters escaped. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
