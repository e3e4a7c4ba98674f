import { bindNamed, withNamedParameters } from './named-parameters.js';

describe('withNamedParameters', () => {
  it('turns each :name into ? and lists the names in order, repeats included', () => {
    const { sql, parameters } = withNamedParameters('select :a::text, x from t where y > :b_c and z = :a');
    expect(sql).toBe('select ?::text, x from t where y > ? and z = ?');
    expect(parameters).toEqual(['a', 'b_c', 'a']);
  });

  it('leaves casts, time literals and words after a colon inside identifiers alone', () => {
    const { sql, parameters } = withNamedParameters("select x::timestamptz, to_char(d, 'HH24:MI'), a::text[] from t");
    expect(sql).toBe("select x::timestamptz, to_char(d, 'HH24:MI'), a::text[] from t");
    expect(parameters).toEqual([]);
  });
});

describe('bindNamed', () => {
  it('gives the values in the placeholders order, null included', () => {
    expect(bindNamed(['a', 'b', 'a'], { a: 1, b: null })).toEqual([1, null, 1]);
  });

  it('refuses a placeholder without a value', () => {
    expect(() => bindNamed(['a', 'missing'], { a: 1 })).toThrow(':missing');
  });
});
