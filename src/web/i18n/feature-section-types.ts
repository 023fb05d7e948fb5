/** The feature sections' shapes, each its Persian section's (feature-sections.ts adds them). */
import type { aboutFa } from './about-fa';
import type { bookmarkFa } from './bookmark-fa';
import type { compareFa } from './compare-fa';
import type { extensionFa } from './extension-fa';
import type { libraryFa } from './library-fa';
import type { listenFa, readFa } from './read-fa';
import type { settingsFa } from './settings-fa';
import type { shortcutsFa } from './shortcuts-fa';
import type { usageFa } from './usage-fa';
import type { wordFa } from './word-fa';

export interface FeatureSections {
  readonly library: typeof libraryFa;
  readonly bookmark: typeof bookmarkFa;
  readonly compare: typeof compareFa;
  readonly word: typeof wordFa;
  readonly about: typeof aboutFa;
  readonly read: typeof readFa;
  readonly listen: typeof listenFa;
  readonly settings: typeof settingsFa;
  readonly shortcuts: typeof shortcutsFa;
  readonly extension: typeof extensionFa;
  readonly usage: typeof usageFa;
}
