import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SanitizedHtml, sanitizeHtml } from '../../../src/web/components/sanitized-html';
import { XSS_VECTORS } from '../../support/hostile-html/vectors';

function clean(dirty: string): string {
  return String(sanitizeHtml(dirty));
}

test('allowed tags survive as markup', () => {
  expect(clean('<b>کتاب</b> <i>i</i> <em>e</em> <strong>s</strong><br><sup>1</sup><sub>2</sub>')).toBe(
    '<b>کتاب</b> <i>i</i> <em>e</em> <strong>s</strong><br><sup>1</sup><sub>2</sub>',
  );
  expect(clean('<p>یک</p><ul><li>دو</li></ul><ol><li>سه</li></ol><span dir="ltr">x</span>')).toBe(
    '<p>یک</p><ul><li>دو</li></ul><ol><li>سه</li></ol><span dir="ltr">x</span>',
  );
});

test('disallowed tags are dropped but their text is kept', () => {
  expect(clean('<div>یک</div><table><tr><td>دو</td></tr></table><font color="red">سه</font><h1>چهار</h1>')).toBe(
    'یکدوسهچهار',
  );
});

test('script and style go with their content; event handlers and images do not survive', () => {
  const out = clean(
    '<b onclick="x()">الف</b><script>alert(1)</script><style>b{color:red}</style><img src=x onerror=alert(1)>',
  );
  expect(out).toBe('<b>الف</b>');
});

test('no styles, classes, ids or data-/aria- attributes', () => {
  expect(clean('<span style="color:red" class="c" id="i" data-x="1" aria-label="l" title="t">ب</span>')).toBe(
    '<span>ب</span>',
  );
});

test('svg and mathml are not HTML of a meaning', () => {
  expect(clean('<svg><a href="https://e.example/">پ</a></svg><math><mi>ت</mi></math>')).not.toMatch(/<svg|<math|<mi/);
});

test('web links open apart, without referrer or opener, and are not endorsed', () => {
  render(<SanitizedHtml html='<a href="https://example.org/w">نگاه کنید</a>' />);
  const link = screen.getByRole('link', { name: 'نگاه کنید' });
  expect(link).toHaveAttribute('href', 'https://example.org/w');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
});

test('javascript:, data:, mailto: and relative links lose their href (and so target/rel)', () => {
  for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', 'mailto:a@b.c', '/word/x']) {
    const out = clean(`<a href="${href}">ج</a>`);
    expect(out).toBe('<a>ج</a>');
  }
});

test('one configuration: the sanitiser never warns about conflicting options', () => {
  // DOMPurify warns (and widens the allow-list) when USE_PROFILES meets ALLOWED_TAGS; the guard in
  // setup.ts catches console.error, so watch console.warn here.
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    clean('<b>x</b>');
  } finally {
    console.warn = original;
  }
  expect(warnings).toEqual([]);
});

test('dir keeps only a direction', () => {
  expect(clean('<span dir="rtl">الف</span><p dir="auto">ب</p><span dir="javascript:x">پ</span>')).toBe(
    '<span dir="rtl">الف</span><p dir="auto">ب</p><span>پ</span>',
  );
});

test('Persian digits on request: in the text only, never in a link address', () => {
  const dirty = '<a href="https://example.org/p/12">بند 12</a> سال 1350';
  expect(clean(dirty)).toContain('بند 12</a> سال 1350');
  const persian = String(sanitizeHtml(dirty, { persianDigits: true }));
  expect(persian).toContain('href="https://example.org/p/12"');
  expect(persian).toContain('بند ۱۲</a> سال ۱۳۵۰');
});

test('Persian digits in plain text too, with character references left whole', () => {
  expect(String(sanitizeHtml('1 - آرزو &#1575; &amp; 2', { persianDigits: true }))).toBe('۱ - آرزو &#1575; &amp; ۲');
});

test('Persian digits stop at a Latin word that runs into a <sup> or <sub>: x², H₂O and CO₂ stay Latin', () => {
  const dirty = 'مساحت x<sup>2</sup> و آب H<sub>2</sub>O و CO<sub>2</sub>؛ پانویس<sup>3</sup> و ۱۰<sup>6</sup>';
  expect(String(sanitizeHtml(dirty, { persianDigits: true }))).toBe(
    'مساحت x<sup>2</sup> و آب H<sub>2</sub>O و CO<sub>2</sub>؛ پانویس<sup>۳</sup> و ۱۰<sup>۶</sup>',
  );
});

// The reverse dictionary marks the searched words inside a meaning: a second way through the
// sanitiser (a DOM fragment, marks added by DOM calls) that must keep exactly what the first keeps.
function tree(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const mark of template.content.querySelectorAll('mark')) mark.replaceWith(...mark.childNodes);
  template.content.normalize();
  return template.content;
}

test('marked words: the words are in <mark>, the markup around them as the sanitiser left it', () => {
  const marked = String(
    sanitizeHtml('<b>درود</b> گفتن هنگام دیدار<script>x</script>', { highlight: ['درود', 'گفتن'] }),
  );
  expect(marked).toBe('<b><mark>درود</mark></b> <mark>گفتن</mark> هنگام دیدار');
});

test.each(XSS_VECTORS.map((vector) => [vector.id, vector.payload]))(
  'marking words keeps what the sanitiser keeps, nothing more: %s',
  (_id, payload) => {
    const plain = String(sanitizeHtml(payload));
    const marked = String(sanitizeHtml(payload, { highlight: ['alert', 'x', 'javascript', 'evil', 'a'] }));
    expect(tree(marked).isEqualNode(tree(plain))).toBe(true);
    expect(marked).not.toMatch(/<script|onerror|onload|javascript:|<img|<iframe|<svg|<math|<style/i);
  },
  // jsdom walks the 300-deep table several times: seconds on a busy two-core machine.
  20_000,
);

test('in a meaning of a given direction, runs written the other way are isolated inside the markup they sit in', () => {
  const persian = String(sanitizeHtml('<i>(n.)</i> امید<br>(v.) <b>امید</b> داشتن، by heart: از بر', { dir: 'rtl' }));
  expect(persian).toBe(
    '<i><bdi dir="ltr">(n.)</bdi></i> امید<br><bdi dir="ltr">(v.)</bdi> <b>امید</b> داشتن، <bdi dir="ltr">by heart</bdi>: از بر',
  );
  expect(String(sanitizeHtml('book (کتاب), a <b>دفتر</b>.', { dir: 'ltr' }))).toBe(
    'book <bdi dir="rtl">(کتاب)</bdi>, a <b><bdi dir="rtl">دفتر</bdi></b>.',
  );
});

test('a part that sets its own direction is read against it; one left to the browser (auto) is left alone', () => {
  expect(
    String(sanitizeHtml('امید <span dir="ltr">hope (امید)</span> <span dir="auto">(n.)</span>', { dir: 'rtl' })),
  ).toBe('امید <span dir="ltr">hope <bdi dir="rtl">(امید)</bdi></span> <span dir="auto">(n.)</span>');
});

test('isolating and marking go together, digits turn Persian, and a meaning with no direction given is left as it was', () => {
  expect(String(sanitizeHtml('(n.) امید 2', { dir: 'rtl', persianDigits: true, highlight: ['امید'] }))).toBe(
    '<bdi dir="ltr">(n.)</bdi> <mark>امید</mark> ۲',
  );
  expect(String(sanitizeHtml('<i>(n.)</i> امید'))).toBe('<i>(n.)</i> امید');
});
