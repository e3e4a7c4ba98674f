import { renderMailLayout, type MailLayoutContent } from './mail-layout.js';

const content: MailLayoutContent = {
  locale: 'fr',
  subject: 'Sujet <i>',
  preview: 'Aperçu',
  greeting: 'Bonjour <script>alert(1)</script>,',
  paragraphs: ['Ligne 1\nLigne 2 & "3"', 'Deuxième paragraphe'],
  action: { label: 'Voir ma réservation', url: 'https://homemate.test/r?a=1&b=2', fallback: 'Si le bouton ne fonctionne pas :' },
  signature: "L'équipe HomeMate",
  footer: 'Pied de page',
  unsubscribe: null,
};

describe('the e-mail layout', () => {
  const html = renderMailLayout(content);

  it('names its language and keeps the colours light', () => {
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toMatch(/<html [^>]*lang="fr"/);
    expect(html).toContain('<meta name="color-scheme" content="light"/>');
    expect(html).toContain('<title>Sujet &lt;i&gt;</title>');
  });

  it('escapes every text and keeps line breaks inside a paragraph', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('Bonjour &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).toContain('Ligne 1<br/>Ligne 2 &amp; &quot;3&quot;');
  });

  it('shows the wordmark, one button to the link and the address for clients without buttons', () => {
    expect(html).toContain('>HomeMate</p>');
    const links = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]);
    expect(links).toEqual(['https://homemate.test/r?a=1&amp;b=2', 'https://homemate.test/r?a=1&amp;b=2']);
    expect(html).toContain('Voir ma réservation');
  });

  it('is one fluid column of at most 600 px', () => {
    expect(html).toContain('max-width:600px;width:100%');
  });

  it('has no button without an action and an unsubscribe link only when given', () => {
    const bare = renderMailLayout({ ...content, action: null });
    expect(bare).not.toContain('<a ');
    const withLink = renderMailLayout({
      ...content,
      action: null,
      unsubscribe: { label: 'Se désabonner', url: 'https://homemate.test/unsubscribe?token=x' },
    });
    expect(withLink).toContain('href="https://homemate.test/unsubscribe?token=x"');
    expect(withLink).toContain('Se désabonner</a>');
  });
});
