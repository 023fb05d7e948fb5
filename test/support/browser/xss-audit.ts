/**
 * Functions the XSS suites run inside the page (Playwright serialises them, so each is
 * self-contained): what a rendered meaning may hold, whether the document's own properties are
 * still themselves, and a driver that hovers, focuses and clicks everything in the meaning.
 */

/**
 * Problems in the rendered meaning at `selector`: elements that can run, load or submit anything,
 * handler or style attributes, script-capable URLs, ids/names (clobbering), foreign namespaces,
 * shadow roots, and web links without noopener. An empty list means the meaning is inert.
 */
export function auditMeaning(selector: string): string[] {
  const root = document.querySelector(selector);
  if (root === null) return [`nothing matches ${selector}`];
  const forbidden = new Set(
    'script iframe frame frameset object embed applet portal form input button select textarea base meta link style svg math template img image video audio source picture noscript selectedcontent'.split(
      ' ',
    ),
  );
  // What the word page's sanitiser keeps: text formatting and links, nothing that loads or runs;
  // and the <bdi dir> it wraps round a run written in the other direction.
  const formatting = new Set('b i em strong br p ul ol li span sup sub a bdi'.split(' '));
  const attributes = new Set(['href', 'dir', 'target', 'rel']);
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const name = element.localName;
    if (forbidden.has(name)) problems.push(`element <${name}>`);
    else if (!formatting.has(name)) problems.push(`unexpected element <${name}>`);
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`<${name}> in ${element.namespaceURI}`);
    if (element.shadowRoot !== null) problems.push(`<${name}> has a shadow root`);
    for (const { name: attr, value } of element.attributes) {
      if (/^on/i.test(attr)) problems.push(`<${name}> has handler ${attr}`);
      else if (attr === 'style') problems.push(`<${name}> has a style attribute`);
      else if (!attributes.has(attr)) problems.push(`<${name}> has attribute ${attr}`);
      // A URL parser drops tabs and newlines anywhere and controls and spaces at the ends; dropping
      // every control, space and line separator is stricter still.
      const squeezed = [...value]
        .filter((char) => {
          const code = char.codePointAt(0) ?? 0;
          return code > 0x20 && (code < 0x7f || code > 0x9f) && code !== 0x2028 && code !== 0x2029;
        })
        .join('')
        .toLowerCase();
      if (/^(javascript|data|vbscript):/.test(squeezed))
        problems.push(`<${name} ${attr}> is a ${squeezed.split(':')[0]}: URL`);
    }
    if (name === 'a' && element.hasAttribute('href')) {
      const href = element.getAttribute('href') ?? '';
      const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
      if (!/^https?:\/\//i.test(href)) problems.push(`link to ${href}`);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push(`link to ${href} without noopener`);
    }
  }
  return problems;
}

/**
 * Problems anywhere in the document: clobbered document properties, a second #root, frames,
 * `<base>`, `<meta http-equiv>`, a script or stylesheet that is not the app's own (its one JSON
 * state element, and its inline stylesheets and one inline boot script in the head aside), handler
 * attributes anywhere. `origin` is the app's.
 */
export function auditDocument(origin: string): string[] {
  const problems: string[] = [];
  // The links index.html itself declares in <head>. Inside the function: it runs in the page.
  const appHeadLinks = ['/favicon.svg', '/manifest.webmanifest', '/opensearch.xml', '/icons/apple-touch-icon.png'];
  const methods = ['getElementById', 'createElement', 'querySelector', 'querySelectorAll', 'addEventListener'];
  for (const method of methods) {
    if (typeof Reflect.get(document, method) !== 'function') problems.push(`document.${method} is clobbered`);
  }
  if (typeof document.cookie !== 'string') problems.push('document.cookie is clobbered');
  if (!(document.body instanceof HTMLBodyElement)) problems.push('document.body is clobbered');
  if (!(window.location instanceof Location) || !(document.location instanceof Location)) problems.push('location');
  if (document.querySelectorAll('[id="root"]').length !== 1) problems.push('more than one #root');
  if (document.querySelector('base, meta[http-equiv], iframe, frame, object, embed') !== null) {
    problems.push('a base, meta http-equiv, frame or plugin element is in the document');
  }
  // The page's state is data, not script: one JSON element, with the id the app reads.
  const state = document.querySelectorAll('script[type="application/json"]');
  if (state.length > 1 || (state.length === 1 && state[0]?.id !== 'farhang-state'))
    problems.push('a second data block');
  for (const element of document.querySelectorAll('script:not([type="application/json"]), link[href], style')) {
    const url = element.getAttribute('src') ?? element.getAttribute('href') ?? '';
    const own = url.startsWith('/assets/') || url.startsWith(`${origin}/`) || appHeadLinks.includes(url);
    // A rendered page carries the app's stylesheet inline, first in its head, and each of its parts'
    // after it, each followed by the link that names its file (render-page.ts); a meaning never reaches there.
    const next = element.nextElementSibling;
    const carried =
      next?.localName === 'link' &&
      next.getAttribute('rel') === 'stylesheet' &&
      next.getAttribute('type') === 'text/x-carried-css' &&
      (next.getAttribute('href') ?? '').startsWith('/assets/');
    const ownStyle =
      element.parentElement === document.head && (element === document.head.querySelector('style') || carried);
    // And its boot script, inline in its head too (the page's CSP allows that one by its hash).
    const inlineScripts = document.querySelectorAll('script:not([src]):not([type="application/json"])');
    const ownBoot =
      element.localName === 'script' &&
      !element.hasAttribute('src') &&
      element.parentElement === document.head &&
      inlineScripts.length === 1;
    if (element.localName === 'style' ? !ownStyle : !(own || ownBoot))
      problems.push(`<${element.localName}> ${url} is not the app's`);
  }
  for (const element of document.querySelectorAll('*')) {
    for (const { name } of element.attributes) {
      if (/^on/i.test(name)) problems.push(`<${element.localName}> has handler ${name}`);
    }
  }
  return problems;
}

/**
 * Does to the meaning what a reader might: every element gets pointer, mouse, focus, key,
 * clipboard and toggle events, focusable ones are focused, and everything is clicked except web
 * links and what they hold (following one is the reader's choice, and it opens a new tab). Returns how many elements.
 */
export function touchMeaning(selector: string): number {
  const root = document.querySelector(selector);
  if (root === null) return 0;
  const kinds = [
    'pointerover pointerenter mouseover mouseenter mousemove pointerdown mousedown pointerup mouseup',
    'focus focusin keydown keyup input change copy paste toggle load error animationstart transitionend',
    'mouseout mouseleave blur focusout dblclick contextmenu wheel scroll',
  ]
    .join(' ')
    .split(' ');
  const elements = [root, ...root.querySelectorAll('*')];
  for (const element of elements) {
    for (const type of kinds) element.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
    if (element instanceof HTMLElement || element instanceof SVGElement) element.focus();
    // A click inside a web link (on the <bdi> round its Latin text, say) follows the link too.
    const href = element.closest('a')?.getAttribute('href') ?? '';
    if (!/^https?:\/\//i.test(href)) {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    }
  }
  return elements.length;
}
