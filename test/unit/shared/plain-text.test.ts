import { expect, test } from 'vitest';
import { CUT_MARKER } from '../../../src/shared/wire/snippet';
import { firstLine, htmlToPlain, shorten, snippetPlain } from '../../../src/shared/plain-text';

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

test('the first line is the first non-empty one as plain text, entities decoded, scripts gone', () => {
  expect(firstLine('<b>امید</b> یعنی آرزو<br>سطر دوم', 200)).toBe('امید یعنی آرزو');
  expect(firstLine('<script>alert(1)</script><p>نخست &amp; &#1575;ول</p><p>دوم</p>', 200)).toBe('نخست & اول');
  expect(firstLine('\n\n  سطر   با  فاصله  \nدیگر', 200)).toBe('سطر با فاصله');
  // As data/wiki.jsonl writes its quotation marks.
  expect(firstLine('به معنای &laquo;آب&raquo;&nbsp;روان', 200)).toBe('به معنای «آب» روان');
  expect(firstLine('<br class="x">یک<h2>دو</h2>', 200)).toBe('یک دو');
  expect(firstLine('<p></p><li>یک</li>دو', 200)).toBe('یک');
  expect(firstLine('<br/><!-- \n -->', 200)).toBe('');
});

test('a script or comment spanning lines shows no part of itself as the first line', () => {
  expect(firstLine('<script>\nalert(1)\n</script>معنی', 200)).toBe('معنی');
  expect(firstLine('<!-- یادداشت\nدوم -->معنی', 200)).toBe('معنی');
});

test('a first line longer than max is cut at a word, the marker included in max', () => {
  const long = firstLine('واژه '.repeat(80), 200);
  expect([...long].length).toBeLessThanOrEqual(200);
  expect(long.endsWith(CUT_MARKER)).toBe(true);
  expect(long.slice(0, -CUT_MARKER.length).endsWith('واژه')).toBe(true);
  const fits = 'و'.repeat(200);
  expect(firstLine(fits, 200)).toBe(fits);
});

test('a snippet keeps the senses of a list apart, and the parts of speech after each list', () => {
  const wiktionary =
    '<i>adv</i><br><ol><li>then, after; afterwards</li></ol><br><i>adj</i><br><ol><li>next</li></ol><br><i>noun</i><br><ol><li>dimension</li><li>size</li></ol>';
  expect(snippetPlain(wiktionary)).toBe('adv then, after; afterwards · adj next · noun dimension; size');
  // Persian senses are parted by the Persian semicolon.
  expect(snippetPlain('<ol><li>دوست <i>(dust)</i></li><li>رفیق <i>(rafiq)</i></li></ol>')).toBe(
    'دوست (dust)؛ رفیق (rafiq)',
  );
  // A sense that ends in punctuation of its own takes no more.
  expect(snippetPlain('<ol><li>نوشته.</li><li>نامه</li></ol>')).toBe('نوشته. نامه');
  // Without a list, the plain text as it is.
  expect(snippetPlain('کتاب. [ کِ ] (ع اِ) نوشته.<br>نامه.')).toBe(htmlToPlain('کتاب. [ کِ ] (ع اِ) نوشته.<br>نامه.'));
});
