import { describe, expect, it } from '@jest/globals';
import { countWords, readTimeMinutes } from './read-time.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('readTimeMinutes', () => {
  it('is at least one minute', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('<p></p>')).toBe(1);
    expect(readTimeMinutes('Bonjour')).toBe(1);
  });

  it('rounds words / 200 up', () => {
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(400))).toBe(2);
    expect(readTimeMinutes(words(1001))).toBe(6);
  });

  it('counts the words of HTML, not its tags or attributes', () => {
    const html = `<h2 class="title">Intro</h2><p>${words(199)}</p><img src="a.png" alt="a long alternative text">`;
    expect(countWords(html)).toBe(200);
    expect(readTimeMinutes(html)).toBe(1);
  });
});

describe('countWords', () => {
  it('separates words joined only by tags', () => {
    expect(countWords('<p>one</p><p>two</p><br>three')).toBe(3);
  });

  it('treats non-breaking spaces as spaces', () => {
    expect(countWords('une&nbsp;deux&#160;trois')).toBe(3);
  });

  it('ignores script and style bodies and lone punctuation', () => {
    expect(countWords('<style>p { color: red; }</style>Hello — world <script>var a = 1;</script>')).toBe(2);
  });

  it('counts French words with apostrophes and accents', () => {
    expect(countWords("L'été dernier, j'ai rénové la cuisine.")).toBe(6);
  });
});
