/**
 * The app's own font (Vazirmatn's Persian subset, src/web/styles/fonts.css) draws a page from its
 * first paint only where the offline worker already keeps it (it keeps every built file): the
 * first paint then waits for no font file from the network. Elsewhere — a first visit — the page
 * is drawn in the reader's own font; after its first paint the font is fetched without drawing
 * anything with it, and the app puts it in use on the reader's next page. Nothing on a page the
 * reader is looking at moves when the font arrives.
 */

/** The subset face, by the Persian letters only it covers. */
const FONT = '1em "Vazirmatn Variable"';
const SAMPLE = 'فرهنگ';
/** What <html data-font> says when the font is in use (base.css reads it). */
const IN_USE = 'vazirmatn';

/** Before the first paint: the font is in use when this page's offline worker keeps it. */
export function applyKeptFont(
  root = globalThis.document?.documentElement,
  workers: Pick<ServiceWorkerContainer, 'controller'> | undefined = globalThis.navigator?.serviceWorker,
): void {
  if (root && workers?.controller) root.dataset['font'] = IN_USE;
}

/** On a new page of the app: the font is in use once this document has it. */
export function applyLoadedFont(
  root = globalThis.document?.documentElement,
  fonts: FontFaceSet | undefined = globalThis.document?.fonts,
): void {
  if (root && fonts?.check(FONT, SAMPLE) === true) root.dataset['font'] = IN_USE;
}

/** Fetches the font, drawing nothing with it. */
export async function fetchFont(fonts: FontFaceSet | undefined = globalThis.document?.fonts): Promise<void> {
  // No font this time (offline, refused): the reader's own font serves.
  await fonts?.load(FONT, SAMPLE).catch(() => []);
}
