/**
 * A name typed by people (a workspace, a user, a search) inside a translated sentence keeps its own direction: a
 * Latin name in an Arabic sentence, or the reverse, is not reordered with the words around it (FSI … PDI).
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
