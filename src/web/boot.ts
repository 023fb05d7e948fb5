/**
 * The first script of every page, and the only one that runs before the page is first drawn. A
 * page served by the service carries it inline (allowed by its hash in the page's CSP), so its
 * first paint waits for no file but the page itself; the app's shell (index.html as built) loads
 * it as a file. Built on its own with the few small modules it imports
 * (scripts/build/boot-plugin.ts), so nothing else runs early.
 *
 * Before the first frame it does what the page must not be drawn without: a token pasted into the
 * address leaves it (and the history entry), and the reader's chosen theme is on <html
 * data-theme>, so a chosen dark theme never flashes light (and the chosen text size on
 * data-text-size, so the text does not grow after the first paint; and the reader's language and
 * direction on <html>, which the shell does not know). Then the app's modules: on a rendered
 * page, named in `<meta name="farhang-modules">` (the entry, then the chunks of its lazy parts),
 * all asked for at once after the page has been painted; the shell, which has nothing to draw
 * first, starts its announced entry at once. Decision 020.
 */
import { stripTokenFromAddress } from './connection/url-token';
import { applyTheme, readThemePreference } from './theme/theme-attribute';
import { applyTextSize, readTextSize } from './preferences/text-size-attribute';
import { afterFirstPaint, appModules, startApp } from './app-start';
import { showLanguage, startingLanguage } from './i18n/language-choice';

if (typeof document !== 'undefined') {
  const { modules, drawn } = appModules();
  if (modules.length > 0) {
    stripTokenFromAddress();
    applyTheme(readThemePreference());
    applyTextSize(readTextSize());
    // The kept shell (offline, a static host) is the Persian one as built: a reader of English
    // gets their language and direction before the first frame, as a drawn page has them.
    showLanguage(startingLanguage());
    if (drawn) afterFirstPaint(() => startApp(modules));
    else startApp(modules);
  }
}
