/**
 * The Persian word under a click and the sentence it stands in, read from the page: the text of
 * the block the word is in (its paragraph, its table cell), cut into words by the reading's own
 * rule (shared/reading/split-words.ts: a ZWNJ joins a word's parts) and into sentences by the
 * rule «save with sentence» uses on /read (sentence.ts). The service reads the sentence, so a light
 * verb split in it («دوستش داشتم») is found as on /read.
 */
import { splitWords } from '../../shared/reading/split-words';
import { sentenceSpan } from '../../web/features/read/model/sentence';

export interface PointedWord {
  /** The sentence, and where in it the word begins (UTF-16). */
  readonly sentence: string;
  readonly at: number;
  /** The word in the page, to place the popover beside it (and again as the page scrolls). */
  readonly range: Range;
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** A block's text read at most: a page made of one huge element is read around the word only. */
const MAX_BLOCK = 4000;
const INLINE = /^(inline|contents|ruby)/;

function caretAt(x: number, y: number): { node: Node; offset: number } | undefined {
  const position = document.caretPositionFromPoint?.(x, y);
  if (position) return { node: position.offsetNode, offset: position.offset };
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : undefined;
}

function blockOf(node: Node): Element {
  let element = node.parentElement;
  while (element !== null && element !== document.body && INLINE.test(getComputedStyle(element).display)) {
    element = element.parentElement;
  }
  return element ?? document.body;
}

/** The block's text nodes, in order, with where each starts in the block's text. */
function textsOf(block: Element): { node: Text; start: number }[] {
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('script, style, noscript, textarea')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const texts: { node: Text; start: number }[] = [];
  let length = 0;
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (node instanceof Text) {
      texts.push({ node, start: length });
      length += node.data.length;
    }
  }
  return texts;
}

/** The word under the point (x, y), when it is Arabic-script; undefined elsewhere. */
export function wordAtPoint(x: number, y: number): PointedWord | undefined {
  const caret = caretAt(x, y);
  if (caret === undefined || !(caret.node instanceof Text)) return undefined;
  const texts = textsOf(blockOf(caret.node));
  const here = texts.find((text) => text.node === caret.node);
  if (here === undefined) return undefined;
  const full = texts.map((text) => text.node.data).join('');
  const offset = here.start + caret.offset;
  const from = Math.max(0, offset - MAX_BLOCK / 2);
  const block = full.slice(from, from + MAX_BLOCK);
  const at = offset - from;
  // The caret falls between two letters: the word is the one it touches on either side.
  const word = splitWords(block).find((candidate) => candidate.start <= at && at <= candidate.end);
  if (word === undefined || !ARABIC_SCRIPT.test(word.text)) return undefined;
  const span = sentenceSpan(block, word.start, word.end);
  const lead = block.slice(span.from, span.to).search(/\S/);
  const sentenceStart = span.from + Math.max(0, lead);
  const sentence = block.slice(sentenceStart, span.to).trimEnd();
  return {
    sentence,
    at: word.start - sentenceStart,
    range: rangeOf(texts, from + word.start, from + word.end),
  };
}

/** A range over the block's text from `start` to `end`, across its text nodes. */
function rangeOf(texts: readonly { node: Text; start: number }[], start: number, end: number): Range {
  const range = document.createRange();
  const point = (at: number) => {
    const text = [...texts].reverse().find((candidate) => candidate.start <= at) ?? texts[0];
    return text === undefined
      ? undefined
      : { node: text.node, offset: Math.min(text.node.data.length, at - text.start) };
  };
  const a = point(start);
  const b = point(end);
  if (a) range.setStart(a.node, a.offset);
  if (b) range.setEnd(b.node, b.offset);
  return range;
}
