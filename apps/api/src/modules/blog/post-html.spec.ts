import { isBlankPostHtml, sanitizePostHtml } from './post-html.js';

const UPLOAD = '/api/uploads/0b7f5a2e-1111-4222-8333-444455556666.png';

describe('sanitizePostHtml', () => {
  it('keeps the editor formatting of the allow-list', () => {
    const html =
      '<h2 style="text-align: center">Titre</h2><p>Un <strong>mot</strong>, <em>deux</em>, <u>trois</u>, <s>quatre</s>.</p>' +
      '<ul><li>un</li></ul><ol><li>deux</li></ol><blockquote><p>cite</p></blockquote><pre><code>npm start</code></pre>';
    expect(sanitizePostHtml(html)).toBe(html.replace('text-align: center', 'text-align:center'));
  });

  it('removes scripts, event handlers and SVG with their content', () => {
    const out = sanitizePostHtml(
      `<p onclick="x()">ok</p><script>alert(1)</script><img src="${UPLOAD}" onerror="alert(2)"><svg><script>alert(3)</script><text>svg</text></svg><iframe src="https://e.com"></iframe>`,
    );
    expect(out).toBe(`<p>ok</p><img src="${UPLOAD}" />`);
  });

  it('keeps http(s) and mailto links with rel="noopener nofollow" and unlinks the rest', () => {
    expect(sanitizePostHtml('<a href="https://e.com" rel="opener" onclick="x">e</a>')).toBe(
      '<a href="https://e.com" rel="noopener nofollow">e</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:a@b.ca" target="_blank">m</a>')).toBe(
      '<a href="mailto:a@b.ca" rel="noopener nofollow" target="_blank">m</a>',
    );
    expect(sanitizePostHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizePostHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizePostHtml('<a href="/blog/other">x</a>')).toBe('<a>x</a>');
  });

  it('keeps images of our uploads (and illustrations) only', () => {
    expect(sanitizePostHtml(`<img src="${UPLOAD}" alt="a">`)).toBe(`<img src="${UPLOAD}" alt="a" />`);
    expect(sanitizePostHtml('<img src="/images/blog/winter-home.svg">')).toBe('<img src="/images/blog/winter-home.svg" />');
    expect(
      sanitizePostHtml('<p>x</p><img src="http://e.com/a.png"><img src="data:image/svg+xml;base64,PHN2Zz4="><img src="/etc/passwd">'),
    ).toBe('<p>x</p>');
    // Another host, even over https, and anything that only looks like an upload.
    const foreign =
      '<img src="https://evil.example/x.png&quot; onerror=alert(1)"><img src="https://e.com/a.png"><img src="//e.com/api/uploads/a.png">';
    expect(sanitizePostHtml(`<p>x</p>${foreign}<img src="/api/uploads/abc.png"><img src="${UPLOAD}?x=1">`)).toBe('<p>x</p>');
  });

  it('drops styles other than text alignment', () => {
    expect(sanitizePostHtml('<p style="text-align: right; background: url(javascript:x)">r</p>')).toBe('<p style="text-align:right">r</p>');
  });
});

describe('isBlankPostHtml', () => {
  it('is blank without words or images', () => {
    expect(isBlankPostHtml(sanitizePostHtml('<p> </p><p><br></p>'))).toBe(true);
    expect(isBlankPostHtml(sanitizePostHtml('<script>text</script>'))).toBe(true);
    expect(isBlankPostHtml(sanitizePostHtml('<p>mot</p>'))).toBe(false);
    expect(isBlankPostHtml(sanitizePostHtml(`<img src="${UPLOAD}">`))).toBe(false);
    expect(isBlankPostHtml(sanitizePostHtml('<img src="https://e.com/a.png">'))).toBe(true);
  });
});
