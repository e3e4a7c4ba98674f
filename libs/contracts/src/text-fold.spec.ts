import { describe, expect, it } from '@jest/globals';
import { foldAccents, foldForSearch } from './text-fold.js';

describe('foldAccents', () => {
  it('removes French diacritics and keeps the case', () => {
    expect(foldAccents('Ménage à Montréal, Noël, garçon, maïs, août')).toBe('Menage a Montreal, Noel, garcon, mais, aout');
    expect(foldAccents('ÉLECTRICIEN')).toBe('ELECTRICIEN');
  });

  it('spells ligatures out', () => {
    expect(foldAccents('cœur Œuvre ex æquo Straße')).toBe('coeur OEuvre ex aequo Strasse');
  });

  it('treats composed and decomposed input alike', () => {
    expect(foldAccents('e\u0301te\u0301')).toBe(foldAccents('\u00e9t\u00e9'));
  });

  it('keeps letters of other scripts', () => {
    expect(foldAccents('Привет 東京')).toBe('Привет 東京');
  });
});

describe('foldForSearch', () => {
  it('lower-cases and folds', () => {
    expect(foldForSearch('DÉMÉNAGEMENT')).toBe('demenagement');
  });
});
