import { expect, test } from 'vitest';
import { htmlToPlain, shorten } from '../../../../src/server/store/plain-text';

test('tags are removed; br, p and li ends leave a space; inline tags leave nothing', () => {
  expect(htmlToPlain('<p>کتاب<br>دفتر</p><ul><li>یک</li><li>دو</li></ul>')).toBe('کتاب دفتر یک دو');
  expect(htmlToPlain('<b>کتاب</b>ها <span class="x">و</span> <a href="/w?q=a>b">پیوند</a>')).toBe('کتابها و پیوند');
  expect(htmlToPlain('a<br/>b<BR >c</P>d')).toBe('a b c d');
});

test('comments, scripts and styles vanish with their content', () => {
  expect(htmlToPlain('یک<!-- یادداشت -->دو<script>alert(1)</script> سه<style>p{}</style>')).toBe('یکدو سه');
});

test('numeric references, decimal and hex, are decoded', () => {
  expect(htmlToPlain('&#1587;&#x644;&#X627;&#1605;')).toBe('سلام');
  expect(htmlToPlain('&#128218; &#0; &#xD800;')).toBe('📚 \uFFFD \uFFFD');
});

test('named references are decoded, including the ones Persian dictionaries use', () => {
  expect(htmlToPlain('&laquo;واژه&raquo; &amp; &lt;b&gt; &quot;x&apos; &lang;ع&rang;')).toBe('«واژه» & <b> "x\' ⟨ع⟩');
  expect(htmlToPlain('می&zwnj;روم&zwj;&lrm;&rlm;')).toBe('می\u200Cروم\u200D\u200E\u200F');
  expect(htmlToPlain('الف&hellip; ب&mdash;پ&ndash;ت')).toBe('الف… ب—پ–ت');
  expect(htmlToPlain('a&nbsp;&nbsp;b')).toBe('a b');
});

test('an escaped tag stays visible text, and unknown references stay as written', () => {
  expect(htmlToPlain('&lt;br&gt; &unknownthing; & tom &amp jerry')).toBe('<br> &unknownthing; & tom &amp jerry');
});

test('whitespace of every kind collapses to single spaces and the ends are trimmed', () => {
  expect(htmlToPlain('\n  یک\t\tدو\r\n\u00A0سه  ')).toBe('یک دو سه');
});

test('text of at most 150 characters is returned without a marker', () => {
  const exactly = 'ا'.repeat(150);
  expect(shorten(exactly)).toBe(exactly);
  expect(shorten('کوتاه')).toBe('کوتاه');
});

test('longer text is cut at a word boundary within 150 characters and ends with three dots', () => {
  const words = Array.from({ length: 40 }, (_, i) => `واژه${i}`).join(' ');
  const cut = shorten(words);
  expect(cut.endsWith('...')).toBe(true);
  const kept = cut.slice(0, -3);
  expect([...kept].length).toBeLessThanOrEqual(150);
  expect(words.startsWith(kept + ' ')).toBe(true);
  expect(kept).toMatch(/واژه\d+$/);
});

test('a cut landing exactly on a space keeps the whole last word', () => {
  const text = `${'a'.repeat(150)} tail`;
  expect(shorten(text)).toBe(`${'a'.repeat(150)}...`);
  expect(shorten('aaaa bbbb cccc', 9)).toBe('aaaa bbbb...');
  expect(shorten('aaaa bbbb cccc', 8)).toBe('aaaa...');
});

test('one word longer than the limit is cut inside it rather than dropped', () => {
  expect(shorten('x'.repeat(200))).toBe(`${'x'.repeat(150)}...`);
});

test('characters are code points: emoji and Persian letters each count once', () => {
  // 150 emoji are 300 UTF-16 units but exactly the limit.
  const emoji = '📚'.repeat(150);
  expect(shorten(emoji)).toBe(emoji);
  const longer = `${'📚'.repeat(100)} ${'📖'.repeat(60)}`;
  expect(shorten(longer)).toBe(`${'📚'.repeat(100)}...`);
  expect(shorten('۱۲۳۴ ۵۶۷۸', 7)).toBe('۱۲۳۴...');
});
