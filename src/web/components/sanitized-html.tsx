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
import type { TrustedHTML, TrustedTypePolicyFactory } from 'trusted-types/lib';
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

function sanitize(dirty: string, digits: boolean): string {
  persianDigits = digits;
  try {
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

function isPolicyFactory(value: unknown): value is TrustedTypePolicyFactory {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'createPolicy') === 'function';
}

const factory: unknown = Reflect.get(window, 'trustedTypes');
const policy = isPolicyFactory(factory)
  ? factory.createPolicy('farhang-html', {
      createHTML: (dirty: string, digits: unknown) => sanitize(dirty, digits === true),
    })
  : undefined;

/** The sanitised markup: TrustedHTML where the browser has Trusted Types, a string elsewhere. */
export function sanitizeHtml(dirty: string, options: { persianDigits?: boolean } = {}): string | TrustedHTML {
  const digits = options.persianDigits === true;
  return policy ? policy.createHTML(dirty, digits) : sanitize(dirty, digits);
}

export interface SanitizedHtmlProps {
  readonly html: string;
  readonly lang?: string;
  readonly dir?: 'rtl' | 'ltr';
  readonly className?: string;
  /** Show the text's digits as Persian digits (for Persian meanings). */
  readonly persianDigits?: boolean;
}

export function SanitizedHtml({ html, lang, dir, className, persianDigits = false }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { persianDigits }), [html, persianDigits]);
  return <div className={className} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: clean }} />;
}
