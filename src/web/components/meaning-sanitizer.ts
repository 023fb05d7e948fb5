/**
 * The one DOMPurify policy for dictionary meanings, made over a given window: the browser's own,
 * or a server-side DOM (jsdom) when the server entry renders a page, so both sides clean a
 * meaning alike.
 *
 * The configuration is an exact allow-list. (DOMPurify 3.4 ignores ALLOWED_TAGS/ALLOWED_ATTR when
 * USE_PROFILES is also given — it then lets img, div, table, style and data-/aria- attributes
 * through and warns — so the list alone does the job: no SVG or MathML tag is on it.)
 * Unknown tags go but their text stays; script and style take their text with them.
 */
import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import { findWords } from '../../shared/persian/find-words';
import type { Direction } from '../text/direction-runs';
import { persianDigitsInText } from '../../shared/digits';
import { isolateRuns } from './isolate-runs';
import { translationSpans } from '../text/translations';
import { searchPath } from '../../shared/routes';

/** The class of a translation's link, which the app follows itself (no new page load). */
export const TRANSLATION_LINK = 'meaning-translation';

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
const TEXT_NODE = 3;

// By node type, not `instanceof Text`: a server-side DOM has its own Text class.
function isText(node: Node): node is Text {
  return node.nodeType === TEXT_NODE;
}

/**
 * The letters just outside the <sup> or <sub> a text fills (`x<sup>2</sup>`, `H<sub>2</sub>O`), so
 * its digits read with the Latin word they belong to; nothing for any other text.
 */
function aroundScript(node: Node): [string, string] {
  const script = node.parentNode;
  if (script === null || (script.nodeName !== 'SUP' && script.nodeName !== 'SUB')) return ['', ''];
  if (node.previousSibling !== null || node.nextSibling !== null) return ['', ''];
  return [script.previousSibling?.textContent?.at(-1) ?? '', script.nextSibling?.textContent?.charAt(0) ?? ''];
}

/** `change` applied to the text between character references (`&#1575;`, `&amp;`), which stay whole. */
function outsideReferences(html: string, change: (text: string) => string): string {
  return html
    .split(/(&#?\w+;)/)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('');
}

/**
 * Cleans a meaning; `digits` shows its digits as Persian ones, `words` are marked where they stand,
 * with `dir` (the meaning's direction) each run written the other way is isolated, and with
 * `translations` each Persian translation (a bilingual dictionary's) links to its own search.
 */
export type Sanitize = (
  dirty: string,
  digits: boolean,
  words?: readonly string[],
  dir?: Direction,
  translations?: boolean,
) => string;

export function createSanitizer(win: WindowLike & Window): Sanitize {
  const purify = DOMPurify(win);
  const doc = win.document;

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
    if (persianDigits && node.nodeType === TEXT_NODE && node.textContent) {
      const [before, after] = aroundScript(node);
      node.textContent = persianDigitsInText(node.textContent, before, after);
    }
  });

  /** Wraps each place one of `words` (exact keys) stands in a text node in <mark>: DOM calls, no markup. */
  function markWords(root: Node, words: readonly string[]): void {
    const walker = doc.createTreeWalker(root, win.NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (isText(node)) texts.push(node);
    for (const node of texts) {
      const text = node.data;
      const spans = findWords(text, words);
      if (spans.length === 0) continue;
      const parts = doc.createDocumentFragment();
      let at = 0;
      for (const { start, end } of spans) {
        parts.append(text.slice(at, start));
        const mark = doc.createElement('mark');
        mark.textContent = text.slice(start, end);
        parts.append(mark);
        at = end;
      }
      parts.append(text.slice(at));
      node.replaceWith(parts);
    }
  }

  /**
   * Wraps each Persian translation in a text node (not in a link already) in a link to its search,
   * marked for the app to follow itself (TRANSLATION_LINK): DOM calls, no markup.
   */
  function linkTranslations(root: Node): void {
    const walker = doc.createTreeWalker(root, win.NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (isText(node) && node.parentElement?.closest('a') == null) texts.push(node);
    }
    for (const node of texts) {
      const text = node.data;
      const spans = translationSpans(text);
      if (spans.length === 0) continue;
      const parts = doc.createDocumentFragment();
      let at = 0;
      for (const { start, end } of spans) {
        parts.append(text.slice(at, start));
        const link = doc.createElement('a');
        link.setAttribute('href', searchPath(text.slice(start, end)));
        link.className = TRANSLATION_LINK;
        link.textContent = text.slice(start, end);
        parts.append(link);
        at = end;
      }
      parts.append(text.slice(at));
      node.replaceWith(parts);
    }
  }

  /** Sanitised, then runs isolated and words marked in the tree, serialised from a detached element. */
  function sanitizeMarked(
    dirty: string,
    words: readonly string[],
    dir: Direction | undefined,
    translations: boolean,
  ): string {
    const fragment: unknown = purify.sanitize(dirty, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
    // A document with no body left (a <frameset>) comes back as nothing: so does its meaning.
    if (!(fragment instanceof win.DocumentFragment)) return '';
    // Isolated first, so a Latin run is cut whole before a mark could split it.
    if (dir !== undefined) isolateRuns(fragment, dir, doc, win.NodeFilter.SHOW_TEXT);
    markWords(fragment, words);
    if (translations) linkTranslations(fragment);
    const holder = doc.createElement('div');
    holder.append(fragment);
    return holder.innerHTML;
  }

  return (dirty, digits, words = [], dir = undefined, translations = false) => {
    persianDigits = digits;
    try {
      if (words.length > 0 || dir !== undefined || translations) return sanitizeMarked(dirty, words, dir, translations);
      const clean = purify.sanitize(dirty, CONFIG);
      // DOMPurify hands text without '<' back unparsed, so no hook saw it: convert here, leaving
      // character references such as &#1575; whole.
      return digits && !dirty.includes('<') ? outsideReferences(clean, persianDigitsInText) : clean;
    } finally {
      persianDigits = false;
    }
  };
}
