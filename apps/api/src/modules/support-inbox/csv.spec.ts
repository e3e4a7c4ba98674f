import { csvField, csvLines } from './csv.js';

describe('csv', () => {
  it('leaves plain fields alone and quotes those with a comma, a quote or a line break', () => {
    expect(csvField('camille@example.com')).toBe('camille@example.com');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@cmd')).toBe("'@cmd");
  });

  it('writes CRLF lines', () => {
    expect(
      csvLines([
        ['email', 'list'],
        ['a@b.c', 'landing'],
      ]),
    ).toBe('email,list\r\na@b.c,landing\r\n');
  });
});
