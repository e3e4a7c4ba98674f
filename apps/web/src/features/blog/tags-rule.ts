import { addBlogTags } from '@hm/contracts';

/** Keys that turn what is typed in the tags input into a tag. */
export function isTagCommitKey(key: string): boolean {
  return key === 'Enter' || key === ',';
}

export interface TagInputState {
  tags: readonly string[];
  /** What is typed and not yet a tag. */
  draft: string;
}

/**
 * Enter or comma: the typed text becomes tags by the shared rule (trimmed, lower-cased, not
 * empty, no duplicates; addBlogTags) and the input empties. Typed text that adds nothing
 * (a duplicate) still clears, so the user sees it was taken into account.
 */
export function commitTagDraft({ tags, draft }: TagInputState): TagInputState {
  if (draft.trim() === '') return { tags, draft: '' };
  return { tags: addBlogTags(tags, draft), draft: '' };
}

/**
 * Typing or pasting a comma commits everything before the last comma; what follows stays
 * in the input (mobile keyboards send no key event for ',').
 */
export function typeTagDraft({ tags }: TagInputState, typed: string): TagInputState {
  const lastComma = typed.lastIndexOf(',');
  if (lastComma === -1) return { tags, draft: typed };
  return { tags: addBlogTags(tags, typed.slice(0, lastComma)), draft: typed.slice(lastComma + 1) };
}

export function removeTag(tags: readonly string[], tag: string): readonly string[] {
  return tags.filter((existing) => existing !== tag);
}
