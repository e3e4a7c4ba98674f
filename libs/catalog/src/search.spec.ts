import { describe, expect, it } from '@jest/globals';
import { searchServices } from './search.js';

const ids = (query: string, locale: 'fr' | 'en' = 'en') => searchServices(query, locale).map((s) => s.id);

describe('searchServices', () => {
  it('finds nothing for an empty or blank query', () => {
    expect(searchServices('', 'en')).toEqual([]);
    expect(searchServices('   \t ', 'fr')).toEqual([]);
  });

  it('matches display names, case-insensitively', () => {
    expect(ids('PLUMBING')).toEqual(['plumbing']);
    expect(ids('Plomberie', 'fr')).toEqual(['plumbing']);
  });

  it('matches part of a word', () => {
    expect(ids('plomb', 'fr')).toEqual(['plumbing']);
  });

  it('matches descriptions and keywords', () => {
    expect(ids('leak')).toEqual(['plumbing']);
    expect(ids('movers')).toEqual(['moving']);
    expect(ids('pelouse', 'fr')).toEqual(['landscaping']);
    expect(ids('massage', 'fr')).toEqual(['wellbeing']);
    expect(ids('électricien', 'fr')).toEqual(['electrical']);
  });

  it('requires every word, in any order', () => {
    expect(ids('hedge lawn')).toEqual(['landscaping']);
    expect(ids('lawn hedge')).toEqual(['landscaping']);
    expect(ids('lawn plumber')).toEqual([]);
  });

  it('returns several services in catalogue order', () => {
    // 'window' is a handyman repair and a cleaning job.
    expect(ids('window')).toEqual(['handyman', 'cleaning']);
  });

  it('ignores accents both ways', () => {
    expect(ids('grand menage', 'fr')).toEqual(['cleaning']);
    expect(ids('demenageurs', 'fr')).toEqual(['moving']);
    expect(ids('ÉLECTRICITÉ', 'fr')).toEqual(['electrical']);
    expect(ids('bien-etre', 'fr')).toEqual(['wellbeing']);
  });

  it('understands French words on the English site and English words on the French one', () => {
    expect(ids('plombier', 'en')).toEqual(['plumbing']);
    expect(ids('fuite', 'en')).toEqual(['plumbing']);
    expect(ids('femme de ménage', 'en')).toEqual(['cleaning']);
    expect(ids('peinture', 'en')).toEqual(['painting']);
    expect(ids('repair', 'fr')).toEqual(['handyman']);
    expect(ids('movers', 'fr')).toEqual(['moving']);
  });

  it('treats both apostrophes alike', () => {
    expect(ids('dégât d’eau', 'fr')).toEqual(['plumbing']);
    expect(ids("degat d'eau", 'en')).toEqual(['plumbing']);
  });

  it('matches inside words, as the spec rule says', () => {
    // 'menage' appears in 'déménagement' and 'aménagement' too; cleaning still comes first.
    expect(ids('menage', 'fr')).toEqual(['cleaning', 'moving', 'landscaping']);
  });

  it('splits on any white space', () => {
    expect(ids('  hedge\t\nlawn  ')).toEqual(['landscaping']);
  });

  it('finds nothing for an unknown service', () => {
    expect(ids('roofing')).toEqual([]);
    expect(ids('toiture', 'fr')).toEqual([]);
  });
});
