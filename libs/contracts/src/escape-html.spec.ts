import { escapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it('escapes the five characters that can end a text or an attribute value', () => {
    expect(escapeHtml(`<a href="x" title='y'>Al & Bo</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Al &amp; Bo&lt;/a&gt;');
  });

  it('escapes an ampersand once, even before what looks like an entity', () => {
    expect(escapeHtml('&amp; &#39;')).toBe('&amp;amp; &amp;#39;');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Réparation de fuites — 120 $')).toBe('Réparation de fuites — 120 $');
  });
});
