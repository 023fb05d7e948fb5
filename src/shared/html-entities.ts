/**
 * Named HTML character references that dictionary meanings use, and the decoder for them and for
 * numeric references. Unknown names stay as written: guessing would corrupt text that merely
 * looks like a reference. Shared: the service decodes its plain-text snippets with it, the app the
 * glosses it keeps with bookmarks, so both read a meaning's references alike.
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  shy: '\u00AD',
  zwnj: '\u200C',
  zwj: '\u200D',
  lrm: '\u200E',
  rlm: '\u200F',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  lang: '⟨',
  rang: '⟩',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  minus: '−',
  bull: '•',
  middot: '·',
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  para: '¶',
  sect: '§',
  copy: '©',
  reg: '®',
  trade: '™',
  dagger: '†',
  Dagger: '‡',
  prime: '′',
  Prime: '″',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  rArr: '⇒',
  lArr: '⇐',
  hArr: '⇔',
  asymp: '≈',
  ne: '≠',
  le: '≤',
  ge: '≥',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup1: '¹',
  sup2: '²',
  sup3: '³',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  iexcl: '¡',
  iquest: '¿',
  cent: '¢',
  pound: '£',
  euro: '€',
  yen: '¥',
  ordf: 'ª',
  ordm: 'º',
  acute: '´',
  uml: '¨',
  cedil: '¸',
  macr: '¯',
  not: '¬',
  micro: 'µ',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  auml: 'ä',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  iacute: 'í',
  icirc: 'î',
  iuml: 'ï',
  oacute: 'ó',
  ocirc: 'ô',
  ouml: 'ö',
  uacute: 'ú',
  ucirc: 'û',
  uuml: 'ü',
  ccedil: 'ç',
  ntilde: 'ñ',
  szlig: 'ß',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  lambda: 'λ',
  mu: 'μ',
  pi: 'π',
  sigma: 'σ',
  omega: 'ω',
};

const REFERENCE_RE = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

function fromCodePoint(code: number): string {
  // NUL, surrogates and values past Unicode are not characters: HTML turns them into U+FFFD.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

/** Replaces `&#1234;`, `&#x4D2;` and the named references above by the characters they stand for. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE_RE, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    return (name !== undefined && Object.hasOwn(NAMED, name) ? NAMED[name] : undefined) ?? whole;
  });
}
