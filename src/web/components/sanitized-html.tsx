/**
 * The app's only `dangerouslySetInnerHTML`: a dictionary meaning, which may carry HTML, after the
 * one DOMPurify policy (meaning-sanitizer.ts). In the browser it runs over the page's own window;
 * the server entry hands it a server-side DOM first (`setServerWindow`), so a rendered page holds
 * the same clean markup the browser would make and hydration finds nothing to change.
 *
 * Under Trusted Types the `farhang-html` policy wraps the sanitiser and React receives TrustedHTML;
 * DOMPurify makes its own `dompurify` policy inside (both names are in the CSP).
 */
import type { WindowLike } from 'dompurify';
import { useMemo } from 'react';
import type { TrustedHTML, TrustedTypePolicy } from 'trusted-types/lib';
import { textWords } from '../../shared/persian/normalise';
import type { Direction } from '../text/direction-runs';
import { createSanitizer, type Sanitize } from './meaning-sanitizer';

let sanitizer: Sanitize | undefined;
let policy: Pick<TrustedTypePolicy, 'createHTML'> | undefined;

/** The server entry's DOM for the sanitiser (the server has no window of its own). */
export function setServerWindow(win: WindowLike & Window): void {
  sanitizer = createSanitizer(win);
}

function sanitize(
  dirty: string,
  digits: boolean,
  words: readonly string[] = [],
  dir?: Direction,
  translations = false,
): string {
  sanitizer ??= createSanitizer(window);
  return sanitizer(dirty, digits, words, dir, translations);
}

function isDirection(value: unknown): value is Direction {
  return value === 'rtl' || value === 'ltr';
}

/** Made on first use, in the browser only: the server has no Trusted Types. */
function trustedPolicy(): Pick<TrustedTypePolicy, 'createHTML'> | undefined {
  if (policy === undefined && typeof window !== 'undefined' && window.trustedTypes) {
    policy = window.trustedTypes.createPolicy('farhang-html', {
      createHTML: (dirty: string, digits: unknown, words: unknown, dir: unknown, translations: unknown) =>
        sanitize(
          dirty,
          digits === true,
          Array.isArray(words) ? words.filter((w) => typeof w === 'string') : [],
          isDirection(dir) ? dir : undefined,
          translations === true,
        ),
    });
  }
  return policy;
}

/** The sanitised markup: TrustedHTML where the browser has Trusted Types, a string elsewhere. */
export function sanitizeHtml(
  dirty: string,
  options: { persianDigits?: boolean; highlight?: readonly string[]; dir?: Direction; translations?: boolean } = {},
): string | TrustedHTML {
  const digits = options.persianDigits === true;
  const words = options.highlight ?? [];
  const translations = options.translations === true;
  const trusted = trustedPolicy();
  return trusted
    ? trusted.createHTML(dirty, digits, words, options.dir, translations)
    : sanitize(dirty, digits, words, options.dir, translations);
}

export interface SanitizedHtmlProps {
  readonly html: string;
  readonly lang?: string;
  /** The meaning's direction; runs written the other way inside it are isolated (`<bdi>`). */
  readonly dir?: Direction;
  readonly className?: string;
  /** Show the text's digits as Persian digits (for Persian meanings). */
  readonly persianDigits?: boolean;
  /** A `text` search whose words to mark wherever they stand in the meaning ('' marks nothing). */
  readonly highlight?: string;
  /** Each Persian translation a link to its search (a bilingual dictionary's meaning). */
  readonly translations?: boolean;
}

export function SanitizedHtml({
  html,
  lang,
  dir,
  className,
  persianDigits = false,
  highlight = '',
  translations = false,
}: SanitizedHtmlProps) {
  const clean = useMemo(
    () => sanitizeHtml(html, { persianDigits, highlight: textWords(highlight), translations, ...(dir ? { dir } : {}) }),
    [html, persianDigits, highlight, dir, translations],
  );
  return <div className={className} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: clean }} />;
}
