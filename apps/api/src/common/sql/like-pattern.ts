/** LIKE pattern of a literal substring, lower-cased (%, _ and \ typed by the user match themselves). */
export const likePattern = (search: string): string => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
