import { describe, expect, it } from '@jest/globals';
import { queryTerms, searchFaq } from './faq-search.js';

describe('FAQ search', () => {
  it('drops empty words and folds accents and plurals', () => {
    expect(queryTerms('Comment annuler mes réservations ?')).toEqual(['annuler', 'reservation']);
  });

  it('finds the FAQ answer a question is about, in each language', () => {
    expect(searchFaq('Les taxes TPS et TVQ sont-elles incluses ?', 'fr')[0]?.id).toBe('taxes');
    expect(searchFaq('Can I cancel my booking?', 'en')[0]?.id).toBe('cancel');
    expect(searchFaq('Les professionnels sont-ils vérifiés ?', 'fr')[0]?.id).toBe('verified-pros');
    expect(searchFaq('Bonjour', 'fr')).toEqual([]);
  });

  it('knows the words people ask with where the FAQ says others', () => {
    expect(searchFaq('How do I track my booking?', 'en')[0]?.id).toBe('tracking');
    expect(searchFaq('Can I reschedule my booking?', 'en')[0]?.id).toBe('cancel');
    expect(searchFaq('Dans quels secteurs êtes-vous présents ?', 'fr')[0]?.id).toBe('area');
  });
});
