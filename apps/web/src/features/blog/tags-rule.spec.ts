import { BLOG_MAX_TAGS } from '@hm/contracts';
import { commitTagDraft, isTagCommitKey, removeTag, typeTagDraft } from './tags-rule';

describe('tags input rule', () => {
  it('Enter and comma add a tag; other keys do not', () => {
    expect(isTagCommitKey('Enter')).toBe(true);
    expect(isTagCommitKey(',')).toBe(true);
    expect(isTagCommitKey(' ')).toBe(false);
    expect(isTagCommitKey('Tab')).toBe(false);
  });

  it('adds the trimmed, lower-cased tag and empties the input', () => {
    expect(commitTagDraft({ tags: ['diy'], draft: '  Hiver ' })).toEqual({ tags: ['diy', 'hiver'], draft: '' });
  });

  it('ignores blank text and duplicates (case-insensitive)', () => {
    expect(commitTagDraft({ tags: ['diy'], draft: '   ' })).toEqual({ tags: ['diy'], draft: '' });
    expect(commitTagDraft({ tags: ['diy'], draft: 'DIY' })).toEqual({ tags: ['diy'], draft: '' });
  });

  it('a comma typed or pasted commits what is before it and keeps the rest typed', () => {
    expect(typeTagDraft({ tags: [], draft: '' }, 'toit')).toEqual({ tags: [], draft: 'toit' });
    expect(typeTagDraft({ tags: [], draft: 'toit' }, 'toit,')).toEqual({ tags: ['toit'], draft: '' });
    expect(typeTagDraft({ tags: ['diy'], draft: '' }, 'Toit, gouttières,,toit, DIY, hiv')).toEqual({
      tags: ['diy', 'toit', 'gouttières'],
      draft: ' hiv',
    });
  });

  it('stops at the maximum number of tags', () => {
    const full = Array.from({ length: BLOG_MAX_TAGS }, (_, index) => `t${index}`);
    expect(commitTagDraft({ tags: full, draft: 'one-more' }).tags).toEqual(full);
  });

  it('removes a tag', () => {
    expect(removeTag(['diy', 'hiver'], 'diy')).toEqual(['hiver']);
  });
});
