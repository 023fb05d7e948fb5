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

function isPolicyFactory(value: unknown): value is TrustedTypePolicyFactory {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'createPolicy') === 'function';
}

const factory: unknown = Reflect.get(window, 'trustedTypes');
const policy = isPolicyFactory(factory)
  ? factory.createPolicy('farhang-html', { createHTML: (dirty: string) => purify.sanitize(dirty, CONFIG) })
  : undefined;

/** The sanitised markup: TrustedHTML where the browser has Trusted Types, a string elsewhere. */
export function sanitizeHtml(dirty: string): string | TrustedHTML {
  return policy ? policy.createHTML(dirty) : purify.sanitize(dirty, CONFIG);
}

export interface SanitizedHtmlProps {
  readonly html: string;
  readonly lang?: string;
  readonly dir?: 'rtl' | 'ltr';
  readonly className?: string;
}

export function SanitizedHtml({ html, lang, dir, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: clean }} />;
}
