/**
 * The app's only `dangerouslySetInnerHTML`: a dictionary meaning, which may carry HTML, after
 * DOMPurify with one configuration made here at module scope.
 *
 * The configuration is an exact allow-list. (DOMPurify 3.4 ignores ALLOWED_TAGS/ALLOWED_ATTR when
 * USE_PROFILES is also given — it then lets img, div, table, style and data-/aria- attributes
 * through and warns — so the list alone does the job: no SVG or MathML tag is on it.)
 * Unknown tags go but their text stays; script and style take their text with them.
 *
 * Under Trusted Types the `farhang-html` policy wraps the sanitiser and React receives TrustedHTML;
 * DOMPurify makes its own `dompurify` policy inside (both names are in the CSP).
 */
import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import type { TrustedHTML } from 'trusted-types/lib';
import { findWords } from '../../shared/persian/find-words';
import { textWords } from '../../shared/persian/normalise';
import { toPersianDigits } from '../lib/persian-digits';

const CONFIG = {
  ALLOWED_TAGS: ['b', 'i', 'em', 'strong', 'br', 'p', 'ul', 'ol', 'li', 'span', 'sup', 'sub', 'a'],
  ALLOWED_ATTR: ['href', 'dir'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
} satisfies Config;

// Checked here rather than with ALLOWED_URI_REGEXP, which DOMPurify applies to every attribute
// value (it would strip dir="rtl" too).
const WEB_LINK = /^https?:\/\//i;
const DIRECTIONS = new Set(['rtl', 'ltr', 'auto']);

const purify = DOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  const dir = node.getAttribute('dir');
  if (dir !== null && !DIRECTIONS.has(dir.trim().toLowerCase())) node.removeAttribute('dir');
  if (node.nodeName !== 'A') return;
  // Only web links: javascript:, data:, mailto: and relative hrefs go (the text stays).
  const href = node.getAttribute('href');
  if (href !== null && !WEB_LINK.test(href.trim())) node.removeAttribute('href');
  if (node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

// Digits in a Persian meaning are shown as Persian digits: in text only, never in an attribute
// (a link's address keeps its own). Set for the length of one synchronous sanitize call.
let persianDigits = false;

purify.addHook('uponSanitizeElement', (node) => {
  if (persianDigits && node.nodeType === Node.TEXT_NODE && node.textContent) {
    node.textContent = toPersianDigits(node.textContent);
  }
});

/** Wraps each place one of `words` (exact keys) stands in a text node in <mark>: DOM calls, no markup. */
function markWords(root: Node, words: readonly string[]): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node instanceof Text) texts.push(node);
  for (const node of texts) {
    const text = node.data;
    const spans = findWords(text, words);
    if (spans.length === 0) continue;
    const parts = document.createDocumentFragment();
    let at = 0;
    for (const { start, end } of spans) {
      parts.append(text.slice(at, start));
      const mark = document.createElement('mark');
      mark.textContent = text.slice(start, end);
      parts.append(mark);
      at = end;
    }
    parts.append(text.slice(at));
    node.replaceWith(parts);
  }
}

/** Sanitised, then the words marked in the resulting tree, serialised from a detached element. */
function sanitizeMarked(dirty: string, words: readonly string[]): string {
  const fragment: unknown = purify.sanitize(dirty, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  // A document with no body left (a <frameset>) comes back as nothing: so does its meaning.
  if (!(fragment instanceof DocumentFragment)) return '';
  markWords(fragment, words);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

function sanitize(dirty: string, digits: boolean, words: readonly string[] = []): string {
  persianDigits = digits;
  try {
    if (words.length > 0) return sanitizeMarked(dirty, words);
    const clean = purify.sanitize(dirty, CONFIG);
    // DOMPurify hands text without '<' back unparsed, so no hook saw it: convert here, leaving
    // character references such as &#1575; whole.
    return digits && !dirty.includes('<')
      ? clean.replace(/&#?\w+;|\d/g, (m) => (m.length > 1 ? m : toPersianDigits(m)))
      : clean;
  } finally {
    persianDigits = false;
  }
}

const policy = window.trustedTypes?.createPolicy('farhang-html', {
  createHTML: (dirty: string, digits: unknown, words: unknown) =>
    sanitize(dirty, digits === true, Array.isArray(words) ? words.filter((w) => typeof w === 'string') : []),
});

/** The sanitised markup: TrustedHTML where the browser has Trusted Types, a string elsewhere. */
export function sanitizeHtml(
  dirty: string,
  options: { persianDigits?: boolean; highlight?: readonly string[] } = {},
): string | TrustedHTML {
  const digits = options.persianDigits === true;
  const words = options.highlight ?? [];
  return policy ? policy.createHTML(dirty, digits, words) : sanitize(dirty, digits, words);
}

export interface SanitizedHtmlProps {
  readonly html: string;
  readonly lang?: string;
  readonly dir?: 'rtl' | 'ltr';
  readonly className?: string;
  /** Show the text's digits as Persian digits (for Persian meanings). */
  readonly persianDigits?: boolean;
  /** A `text` search whose words to mark wherever they stand in the meaning ('' marks nothing). */
  readonly highlight?: string;
}

export function SanitizedHtml({
  html,
  lang,
  dir,
  className,
  persianDigits = false,
  highlight = '',
}: SanitizedHtmlProps) {
  const clean = useMemo(
    () => sanitizeHtml(html, { persianDigits, highlight: textWords(highlight) }),
    [html, persianDigits, highlight],
  );
  return <div className={className} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: clean }} />;
}
