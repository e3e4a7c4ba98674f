import {
  APPLICATION_REASON_MAX_LENGTH,
  applicationNoteError,
  applicationReasonError,
  bestPostalProximity,
  normalizeServiceAreaPrefix,
  postalProximity,
  professionalPhoneError,
  rankProfessionalsForBooking,
  coveringServiceAreas,
} from './professionals.js';

describe('postalProximity', () => {
  it('ranks the same FSA, then the same two characters, then the same letter', () => {
    expect(postalProximity('H2X 1Y4', 'H2X')).toBe('fsa');
    expect(postalProximity('h2x1y4', ' h2x ')).toBe('fsa');
    expect(postalProximity('H2X 1Y4', 'H2T')).toBe('district');
    expect(postalProximity('H2X 1Y4', 'H2')).toBe('district');
    expect(postalProximity('H2X 1Y4', 'H3A')).toBe('region');
    expect(postalProximity('H2X 1Y4', 'H')).toBe('region');
    expect(postalProximity('H2X 1Y4', 'G1R')).toBe('other');
    expect(postalProximity('', 'H2X')).toBe('other');
  });

  it('takes the best of several areas and says other for none', () => {
    expect(bestPostalProximity('H2X 1Y4', ['G1R', 'H3A', 'H2T'])).toBe('district');
    expect(bestPostalProximity('H2X 1Y4', [])).toBe('other');
  });
});

describe('coveringServiceAreas', () => {
  it('keeps the prefixes that begin the code', () => {
    expect(coveringServiceAreas('h2x 1y4', ['H2X', 'H2', 'H', 'H2T', 'H3', 'G', ''])).toEqual(['H2X', 'H2', 'H']);
    expect(coveringServiceAreas('V6B 1A1', ['H', 'G', 'J'])).toEqual([]);
  });
});

describe('normalizeServiceAreaPrefix', () => {
  it('accepts A, A9 and A9A in any case and spacing', () => {
    expect(normalizeServiceAreaPrefix(' h2x ')).toBe('H2X');
    expect(normalizeServiceAreaPrefix('h2')).toBe('H2');
    expect(normalizeServiceAreaPrefix('H')).toBe('H');
  });
  it('refuses other shapes', () => {
    expect(normalizeServiceAreaPrefix('H2X1')).toBeNull();
    expect(normalizeServiceAreaPrefix('22')).toBeNull();
    expect(normalizeServiceAreaPrefix('')).toBeNull();
  });
});

describe('rankProfessionalsForBooking', () => {
  const pro = (name: string, categories: string[], serviceAreaPrefixes: string[]) => ({ name, categories, serviceAreaPrefixes });

  it('keeps only the pros of the booking category serving its code, the most precise area first, ties in input order', () => {
    const candidates = [
      pro('far', ['plumbing'], ['G1R']),
      pro('letter', ['plumbing'], ['H3A']),
      pro('other-category', ['cleaning'], ['H2X']),
      pro('same-fsa', ['cleaning', 'plumbing'], ['H2X']),
      pro('two-chars', ['plumbing'], ['H2T']),
      pro('same-fsa-2', ['plumbing'], ['J4K', 'H2X']),
      pro('no-area', ['plumbing'], []),
      pro('district', ['plumbing'], ['H2']),
      pro('region', ['plumbing'], ['H2T', 'H']),
    ];
    const ranked = rankProfessionalsForBooking({ serviceId: 'plumbing', postalCode: 'H2X 1Y4' }, candidates);
    expect(ranked.map((r) => [r.candidate.name, r.proximity])).toEqual([
      ['same-fsa', 'fsa'],
      ['same-fsa-2', 'fsa'],
      ['district', 'district'],
      ['region', 'region'],
    ]);
  });

  it('returns nobody when no pro offers the category', () => {
    expect(rankProfessionalsForBooking({ serviceId: 'moving', postalCode: 'H2X 1Y4' }, [pro('a', ['plumbing'], ['H2X'])])).toEqual([]);
  });
});

describe('professionalPhoneError', () => {
  it('accepts a number in any common writing', () => {
    expect(professionalPhoneError('+1 (514) 555-0199')).toBeNull();
    expect(professionalPhoneError('514.555.0199')).toBeNull();
  });
  it('refuses blanks, too few digits and a + inside', () => {
    expect(professionalPhoneError('  ')).toBe('REQUIRED');
    expect(professionalPhoneError('abc')).toBe('INVALID_PHONE');
    expect(professionalPhoneError('555-01')).toBe('INVALID_PHONE');
    expect(professionalPhoneError('514+5550199')).toBe('INVALID_PHONE');
  });
});

describe("an operator's reason for declining an application, and the note of an approval", () => {
  it('asks for a reason of 3 to 500 characters of text once trimmed', () => {
    expect(applicationReasonError(undefined)).toBe('REQUIRED');
    expect(applicationReasonError('   ')).toBe('REQUIRED');
    expect(applicationReasonError(42)).toBe('REQUIRED');
    expect(applicationReasonError(' ab ')).toBe('TOO_SHORT');
    expect(applicationReasonError('  abc  ')).toBeNull();
    expect(applicationReasonError(`  ${'a'.repeat(APPLICATION_REASON_MAX_LENGTH)}  `)).toBeNull();
    expect(applicationReasonError('a'.repeat(APPLICATION_REASON_MAX_LENGTH + 1))).toBe('TOO_LONG');
    expect(applicationReasonError('No RBQ licence,\nno insurance')).toBeNull();
    expect(applicationReasonError('No\u0000licence')).toBe('INVALID_TEXT');
  });

  it('takes no note, or a note that follows the same rule', () => {
    expect(applicationNoteError(undefined)).toBeNull();
    expect(applicationNoteError(null)).toBeNull();
    expect(applicationNoteError('  ')).toBeNull();
    expect(applicationNoteError('ok')).toBe('TOO_SHORT');
    expect(applicationNoteError('Called her: licence checked.')).toBeNull();
    expect(applicationNoteError('a'.repeat(APPLICATION_REASON_MAX_LENGTH + 1))).toBe('TOO_LONG');
    expect(applicationNoteError(7)).toBe('REQUIRED');
  });
});
