import { describe, expect, it } from '@jest/globals';
import { slugify, uniqueSlug } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Many   spaces   here  ', 'many-spaces-here'],
    ['Already-hyphenated --- title', 'already-hyphenated-title'],
    ['-Leading and trailing-', 'leading-and-trailing'],
    ['What?! Punctuation, (brackets) & "quotes"...', 'what-punctuation-brackets-quotes'],
    ['10 Tips for 2026', '10-tips-for-2026'],
    ['snake_case_title', 'snakecasetitle'],
    ['Tabs\tand\nnew lines', 'tabs-and-new-lines'],
    ["Rock 'n' roll", 'rock-n-roll'],
  ])('%p -> %p', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('folds accented letters to ASCII', () => {
    expect(slugify('Été à Montréal : le grand ménage')).toBe('ete-a-montreal-le-grand-menage');
    expect(slugify("L'œuvre du plâtrier")).toBe('loeuvre-du-platrier');
  });

  it('gives the same slug for composed and decomposed accents', () => {
    expect(slugify('Cr\u00e8me')).toBe(slugify('Cre\u0300me'));
  });

  it('keeps letters that have no ASCII form', () => {
    expect(slugify('Привет мир')).toBe('привет-мир');
  });

  it('returns an empty string when no letter or digit is left', () => {
    expect(slugify('!!! ??? ---')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('is stable: a slug slugifies to itself', () => {
    const slug = slugify('Une  belle — cuisine, rénovée!');
    expect(slug).toBe('une-belle-cuisine-renovee');
    expect(slugify(slug)).toBe(slug);
  });
});

describe('uniqueSlug', () => {
  it('returns the base when free', () => {
    expect(uniqueSlug('kitchen', new Set(['bathroom']))).toBe('kitchen');
  });

  it('numbers from 2 and skips taken numbers', () => {
    expect(uniqueSlug('kitchen', new Set(['kitchen']))).toBe('kitchen-2');
    expect(uniqueSlug('kitchen', new Set(['kitchen', 'kitchen-2', 'kitchen-3']))).toBe('kitchen-4');
  });

  it('refuses an empty base', () => {
    expect(() => uniqueSlug('', new Set())).toThrow(RangeError);
  });
});
