/**
 * The DOM side of direction-runs.ts, for a sanitised meaning: each text node's runs of the other
 * direction wrapped in `<bdi dir>` with DOM calls (no markup is parsed), against the direction of
 * the nearest element that sets one. Used by the one sanitiser, so server and browser agree.
 */
import { directionRuns, type Direction } from '../text/direction-runs';

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

// By node type, not `instanceof`: a server-side DOM has its own classes.
function isText(node: Node): node is Text {
  return node.nodeType === TEXT_NODE;
}

function isElement(node: Node): node is Element {
  return node.nodeType === ELEMENT_NODE;
}

/** The direction a text node is laid out in: its nearest `dir`, `base` above that; none under `auto`. */
function directionOf(node: Node, root: Node, base: Direction): Direction | undefined {
  for (let at = node.parentNode; at !== null && at !== root; at = at.parentNode) {
    if (!isElement(at)) continue;
    const dir = at.getAttribute('dir')?.trim().toLowerCase();
    if (dir === 'rtl' || dir === 'ltr') return dir;
    if (dir === 'auto') return undefined;
  }
  return base;
}

/** Isolates the runs under `root` written against `base`; `showText` is the window's `NodeFilter.SHOW_TEXT`. */
export function isolateRuns(root: Node, base: Direction, doc: Document, showText: number): void {
  const walker = doc.createTreeWalker(root, showText);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (isText(node)) texts.push(node);
  }
  for (const node of texts) {
    const dir = directionOf(node, root, base);
    if (dir === undefined) continue;
    const text = node.data;
    const runs = directionRuns(text, dir);
    if (!runs.some((run) => run.isolate)) continue;
    const parts = doc.createDocumentFragment();
    for (const { start, end, isolate } of runs) {
      if (isolate === undefined) {
        parts.append(text.slice(start, end));
        continue;
      }
      const bdi = doc.createElement('bdi');
      bdi.setAttribute('dir', isolate);
      bdi.textContent = text.slice(start, end);
      parts.append(bdi);
    }
    node.replaceWith(parts);
  }
}
