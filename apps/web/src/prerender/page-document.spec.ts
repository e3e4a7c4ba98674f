import { pageDocument } from './page-document';

const TEMPLATE = `<!doctype html>
<html>
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/main-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageDocument', () => {
  const html = pageDocument(TEMPLATE, 'fr', {
    head: '<title>Accueil · HomeMate</title><meta name="description" content="Services"/>',
    body: '<main><h1>Bonjour</h1></main>',
    namespaces: ['common', '</script><script>alert(1)</script>'],
  });

  it('names the language, and puts the page in #root and its head elements between markers', () => {
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<div id="root"><main><h1>Bonjour</h1></main></div>');
    expect(html).toContain(
      '<!--hm-prerender-head--><title>Accueil · HomeMate</title><meta name="description" content="Services"/><!--/hm-prerender-head--></head>',
    );
  });

  it('keeps the entry script and the stylesheet but not the app preloads: the app waits for the paint', () => {
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).not.toContain('modulepreload');
  });

  it('hands the language, the namespaces and the origin to fill in to the browser in JSON that no text can close', () => {
    const script = /<script type="application\/json" id="hm-prerender">(.*?)<\/script>/.exec(html);
    // The API puts the site's origin in place of the placeholder (apps/api/src/http/prerendered-pages.ts).
    expect(JSON.parse(script![1]!)).toEqual({
      language: 'fr',
      namespaces: ['common', '</script><script>alert(1)</script>'],
      origin: 'https://prerender-origin.invalid',
    });
    expect(script![1]).not.toContain('<');
  });

  it('fails the build when the template has no place for the page', () => {
    expect(() => pageDocument('<html><head></head><body></body></html>', 'en', { head: '', body: '', namespaces: [] })).toThrow(
      'no /<div id="root"><\\/div>/',
    );
  });
});
