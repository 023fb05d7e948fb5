/**
 * Measures taken inside the page (each function is sent to the browser whole, so it uses nothing
 * from outside itself): what sticks out sideways, which controls a thumb cannot hit over
 * 44 × 44 px, and which numbers are shown in Latin digits outside Latin text.
 */

/**
 * How far the document is wider than the window, and the visible boxes that stick out of it. The
 * window is the layout viewport's width without scrollbars: a phone's `innerWidth` grows to a page
 * that is too wide, and would hide the very overflow measured.
 */
export function sidewaysOverflow() {
  const width = document.documentElement.clientWidth;
  const outside: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // Zero-size and clipped boxes (the visually hidden labels, the skip link) take no room.
    const seen = box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clip === 'auto';
    if (seen && (box.left < -0.5 || box.right > width + 0.5)) {
      outside.push(
        `${element.tagName.toLowerCase()}.${element.className}: ${Math.round(box.left)}–${Math.round(box.right)}`,
      );
    }
  }
  return { sideways: Math.max(0, document.documentElement.scrollWidth - width), outside };
}

/**
 * Every visible control whose hit area is under `min` px either way, found by hit-testing: from
 * the control's centre, how far left, right, up and down `elementFromPoint` still lands on it (a
 * stretched link's card, a label over its radio count; a box covering it does not). Links inside
 * a sentence are exempt (WCAG 2.5.8's inline exception), and so is the skip link (off-screen).
 */
export function smallTargets(min: number): string[] {
  const CONTROLS = 'a[href], button, select, textarea, input:not([type=hidden]), [role=option], [tabindex="0"]';
  const small: string[] = [];
  const inSentence = (el: Element) =>
    el.tagName === 'A' &&
    el.parentElement?.tagName === 'P' &&
    (el.parentElement.textContent ?? '').trim() !== (el.textContent ?? '').trim();
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} «${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 24)}»`;
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (!(control instanceof HTMLElement) || control.classList.contains('skip-link') || inSentence(control)) continue;
    const style = getComputedStyle(control);
    if (control.closest('[hidden], .visually-hidden') || style.visibility === 'hidden') continue;
    if (control.getClientRects().length === 0) continue;
    control.scrollIntoView({ block: 'center', inline: 'center' });
    const box = control.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    const hits = (x: number, y: number) => {
      const found = document.elementFromPoint(x, y);
      return (
        found !== null && (found === control || control.contains(found) || found.closest('label')?.control === control)
      );
    };
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    if (!hits(cx, cy)) {
      small.push(`${name(control)} covered at its centre`);
      continue;
    }
    // How far from the centre the hit area reaches, up to `min`: a control's hit area is one piece
    // along a line from its centre, so halving finds its edge in a few hits rather than one a pixel.
    const reach = (dx: number, dy: number) => {
      if (hits(cx + dx * min, cy + dy * min)) return min;
      let inside = 0;
      let outside = min;
      while (outside - inside > 1) {
        const middle = (inside + outside) >> 1;
        if (hits(cx + dx * middle, cy + dy * middle)) inside = middle;
        else outside = middle;
      }
      return inside;
    };
    const width = reach(-1, 0) + reach(1, 0) + 1;
    const height = reach(0, -1) + reach(0, 1) + 1;
    if (width < min || height < min) small.push(`${name(control)} ${width}×${height}`);
  }
  window.scrollTo(0, 0);
  return small;
}

/**
 * Text shown with ASCII digits outside Latin text: a number the reader should see in Persian
 * digits. Latin text is an element marked `lang="en"` or `dir="ltr"` (a URL, a token, an English
 * headword), or a run of text that has Latin letters itself.
 */
export function latinDigits(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!/[0-9]/.test(text) || !parent || /[A-Za-z]/.test(text)) continue;
    if (parent.closest('script, style, [lang^="en"], [dir="ltr"], [hidden]')) continue;
    if (parent.getClientRects().length === 0) continue;
    found.push(`${parent.tagName.toLowerCase()}.${parent.className}: ${text.trim().slice(0, 40)}`);
  }
  return found;
}

/**
 * Persian shown in an English page outside data: text and the attributes a reader is told
 * (`title`, `aria-label`, `placeholder`, `alt`) that hold Arabic-script letters where the page does
 * not say they are data. Data is what is marked Persian or Arabic (`lang`), isolated in a `<bdi>`
 * inside a sentence, quoted in one (“…”, or the isolates a message puts around what it names), or
 * typed by the reader (a text box).
 */
export function persianOutsideData(): string[] {
  const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
  const QUOTED = /“[^”]*”|\u2068[^\u2069]*\u2069/g;
  const DATA = '[lang^="fa"], [lang^="ar"], bdi, textarea, input';
  const found: string[] = [];
  const where = (element: Element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.textContent ?? '').replace(QUOTED, '');
    if (parent === null || !ARABIC_SCRIPT.test(text) || parent.closest(`script, style, [hidden], ${DATA}`)) continue;
    if (parent.getClientRects().length === 0 && !parent.closest('.visually-hidden')) continue;
    found.push(`${where(parent)}: ${text.trim().slice(0, 40)}`);
  }
  for (const element of document.body.querySelectorAll('[title], [aria-label], [placeholder], [alt]')) {
    if (element.closest(DATA.replace(', textarea, input', ''))) continue;
    for (const name of ['title', 'aria-label', 'placeholder', 'alt']) {
      const value = (element.getAttribute(name) ?? '').replace(QUOTED, '');
      if (ARABIC_SCRIPT.test(value)) found.push(`${where(element)} [${name}]: ${value.slice(0, 40)}`);
    }
  }
  return found;
}

/**
 * Text boxes whose placeholder is wider than the room inside them: a reader sees it cut. Measured
 * in the box's own font (a canvas's text metrics); a text area wraps its placeholder, and is left out.
 */
export function cutPlaceholders(): string[] {
  const context = document.createElement('canvas').getContext('2d');
  if (context === null) return ['no canvas to measure with'];
  const cut: string[] = [];
  for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
    if (input.getClientRects().length === 0 || input.closest('[hidden]')) continue;
    const style = getComputedStyle(input);
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    const width = context.measureText(input.placeholder).width;
    if (width > room + 0.5) cut.push(`«${input.placeholder}» ${Math.round(width)} px in ${Math.round(room)} px`);
  }
  return cut;
}

/** Radios and checkboxes whose own box is under `min` px either way (WCAG 2.5.8's 24 px), visually hidden ones aside. */
export function smallChoiceBoxes(min: number): string[] {
  const small: string[] = [];
  for (const input of document.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]')) {
    const style = getComputedStyle(input);
    if (input.getClientRects().length === 0 || style.opacity === '0' || input.closest('.visually-hidden')) continue;
    const box = input.getBoundingClientRect();
    if (box.width < min - 0.5 || box.height < min - 0.5) {
      const label = input.closest('label')?.textContent?.trim().slice(0, 24) ?? input.name;
      small.push(`${input.type} «${label}» ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  }
  return small;
}
