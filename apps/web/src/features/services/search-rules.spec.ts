import { moveActiveOption, searchStatus } from './search-rules';

describe('search states', () => {
  it('is idle for a blank query: no list at all', () => {
    expect(searchStatus('', '', 0)).toBe('idle');
    expect(searchStatus('   ', '   ', 0)).toBe('idle');
  });

  it('is searching while the typed query waits for its debounce', () => {
    expect(searchStatus('plomb', 'plo', 1)).toBe('searching');
    expect(searchStatus('plomb', '', 0)).toBe('searching');
  });

  it('is searching while the search itself is still on its way (no count yet)', () => {
    expect(searchStatus('plomb', 'plomb', undefined)).toBe('searching');
  });

  it('then shows results or the no-results message', () => {
    expect(searchStatus('plomb', 'plomb', 1)).toBe('results');
    expect(searchStatus('xyz', 'xyz', 0)).toBe('empty');
  });
});

describe('keyboard moves in the list', () => {
  it('starts at the first option going down and the last going up', () => {
    expect(moveActiveOption(-1, 3, 1)).toBe(0);
    expect(moveActiveOption(-1, 3, -1)).toBe(2);
  });

  it('wraps around both ends', () => {
    expect(moveActiveOption(2, 3, 1)).toBe(0);
    expect(moveActiveOption(0, 3, -1)).toBe(2);
    expect(moveActiveOption(1, 3, 1)).toBe(2);
  });

  it('has nowhere to go in an empty list', () => {
    expect(moveActiveOption(-1, 0, 1)).toBe(-1);
  });
});
