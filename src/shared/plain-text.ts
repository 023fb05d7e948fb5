import { decodeEntities } from './html-entities';
import { CUT_MARKER } from './wire/snippet';

// What may follow a tag name: attributes, whose quoted values may hold `>`. Nothing in a tag
// runs past the next `<`, so broken markup costs linear time, not quadratic.
const ATTRS = String.raw`(?:"[^"<]*"|'[^'<]*'|[^'"<>])*`;
// Content that is never shown as text, and markup that is not an element.
const COMMENT_RE = /<!--[\s\S]*?(?:-->|$)/g;
const HIDDEN_RE = new RegExp(String.raw`<(script|style|template|head)\b${ATTRS}>[\s\S]*?<\/\1\s*>`, 'gi');
const DECLARATION_RE = /<[!?][^>]*>/g;
// Block elements end a line when rendered, so they leave a space; inline ones leave nothing
// (`<b>کتاب</b>ها` is one word).
const BLOCK_NAMES =
  'br|p|div|li|ul|ol|dl|dt|dd|tr|td|th|table|thead|tbody|caption|h[1-6]|hr|blockquote|pre|section|article|header|footer|figure|figcaption';
const BLOCK_TAG_RE = new RegExp(String.raw`<\/?(?:${BLOCK_NAMES})\b${ATTRS}>`, 'gi');
const TAG_RE = new RegExp(String.raw`<\/?[a-zA-Z][a-zA-Z0-9-]*\b${ATTRS}>`, 'g');
const SPACE_RE = /\s+/g;

/**
 * A meaning's HTML as plain text: tags removed (block tags such as `<br>`, `</p>`, `</li>` leave a
 * space), character references decoded, whitespace collapsed to single spaces, trimmed.
 */
export function htmlToPlain(html: string): string {
  let text = html;
  if (text.includes('<')) {
    text = text
      .replace(COMMENT_RE, '')
      .replace(HIDDEN_RE, '')
      .replace(DECLARATION_RE, '')
      .replace(BLOCK_TAG_RE, ' ')
      .replace(TAG_RE, '');
  }
  // Decoding comes last so that `&lt;b&gt;` stays visible text instead of becoming a tag.
  return decodeEntities(text).replace(SPACE_RE, ' ').trim();
}

// Where a list's item ends before the next, and where a list ends before more of the meaning: kept
// through htmlToPlain as characters no meaning holds (Unicode's private use), then made separators.
const ITEM_BREAK = '\uE000';
const PART_BREAK = '\uE001';
const ITEM_END_RE = /<\/li\s*>(?=\s*<li[\s>])/gi;
const LIST_END_RE = /<\/(?:ol|ul)\s*>/gi;
const BREAKS_RE = /\s*([\uE000\uE001])\s*/g;
const ARABIC_SCRIPT_RE = /[\u0600-\u06FF]/;
// Punctuation that already parts what comes after it.
const PARTED_RE = /[.;:,!?؛،؟…]$/;

/**
 * A meaning's HTML as a snippet's plain text (htmlToPlain), with what its markup parts kept apart:
 * the senses of a list by a semicolon («؛» after Persian), and what follows a list (the next part
 * of speech) by a middle dot. «adv then · adj next · noun dimension», not «adv then adj next noun
 * dimension»; «دوست (dust)؛ رفیق (rafiq)», not «دوست (dust) رفیق (rafiq)».
 */
export function snippetPlain(html: string): string {
  if (!html.includes('<')) return htmlToPlain(html);
  const marked = html.replace(ITEM_END_RE, `${ITEM_BREAK}</li>`).replace(LIST_END_RE, `${PART_BREAK}</ol>`);
  const plain = htmlToPlain(marked);
  let out = '';
  let at = 0;
  for (const match of plain.matchAll(BREAKS_RE)) {
    const before = plain.slice(at, match.index);
    out += before;
    at = match.index + match[0].length;
    // Nothing after it, or before it: no separator.
    if (at >= plain.length || out === '') continue;
    const said = out.trimEnd();
    if (match[1] === PART_BREAK) out = `${said} · `;
    else if (PARTED_RE.test(said)) out = `${said} `;
    else out = `${said}${ARABIC_SCRIPT_RE.test(lastItem(said)) ? '؛' : ';'} `;
  }
  return (out + plain.slice(at)).replace(/[\uE000\uE001]/g, '').trim();
}

/** The text since the last separator: the item a separator follows. */
function lastItem(text: string): string {
  const parted = Math.max(text.lastIndexOf('; '), text.lastIndexOf('؛ '), text.lastIndexOf(' · '));
  return parted < 0 ? text : text.slice(parted + 2);
}

/**
 * docs/v3-contract.md §9.4: at most `max` characters (code points, so an emoji or a Persian letter
 * counts once), cut at a word boundary and followed by `...` when cut; text that fits is returned
 * as is. A first word longer than `max` is cut inside the word rather than dropped.
 */
export function shorten(plain: string, max = 150): string {
  // A string of n UTF-16 units has at most n code points.
  if (plain.length <= max) return plain;
  const points: string[] = [];
  let next: string | undefined;
  for (const point of plain) {
    if (points.length === max) {
      next = point;
      break;
    }
    points.push(point);
  }
  if (next === undefined) return plain;

  let end = max;
  if (!/\s/.test(next)) {
    let space = max - 1;
    while (space > 0 && !/\s/.test(points[space] ?? '')) space -= 1;
    if (space > 0) end = space;
  }
  return points.slice(0, end).join('').trimEnd() + CUT_MARKER;
}

// Where a meaning's line ends, in its text or its markup.
const LINE_END = /\r?\n|<br\b[^>]*>|<\/(?:p|div|li|h[1-6])\s*>/i;

/**
 * The first non-empty line of a meaning (HTML or text) as plain text, at most `max` characters
 * (code points), the cut marker included: a link preview's description, a bookmark's gloss.
 * Hidden content goes before the split, so a script or comment spanning lines shows no part.
 */
export function firstLine(meaning: string, max: number): string {
  const shown = meaning.includes('<') ? meaning.replace(COMMENT_RE, '').replace(HIDDEN_RE, '') : meaning;
  for (const line of shown.split(LINE_END)) {
    const plain = htmlToPlain(line);
    if (plain === '') continue;
    return [...plain].length <= max ? plain : shorten(plain, max - CUT_MARKER.length);
  }
  return '';
}
