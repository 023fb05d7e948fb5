/**
 * The areas of the table that only a lazy part draws (library, a word's bookmark, compare, word, about, read, listen,
 * settings, the shortcuts sheet, a word's usage: its band and examples).
 * Each travels in the chunk of the part that draws it, both languages together, instead of in the
 * first page's table: a module that reads one imports its `<area>-section.ts`, which adds it here
 * when that chunk is evaluated, before anything in it is drawn (on the server, before hydration
 * through the page's parts, and on client navigation alike).
 */
import type { InterfaceLanguage } from '../../shared/interface-language';
import type { FeatureSections } from './feature-section-types';
import type { CoreMessages, Messages } from './messages-fa';

type Added = { -readonly [K in keyof FeatureSections]?: FeatureSections[K] };

const added: Record<InterfaceLanguage, Added> = { fa: {}, en: {} };
let version = 0;

/** Adds an area in both languages; English is typed as the Persian, so a missing key fails typecheck. */
export function addSection<K extends keyof FeatureSections>(
  area: K,
  tables: Readonly<Record<InterfaceLanguage, FeatureSections[K]>>,
): void {
  added.fa[area] = tables.fa;
  added.en[area] = tables.en;
  version += 1;
}

const merged = new WeakMap<CoreMessages, { readonly version: number; readonly table: Messages }>();

/**
 * A language's table with the areas added so far. Typed whole: an area is read only by a module
 * that imported its section, so it is there whenever that module draws.
 */
export function withSections(core: CoreMessages, language: InterfaceLanguage): Messages {
  const cached = merged.get(core);
  if (cached?.version === version) return cached.table;
  const table = { ...core, ...added[language] } as Messages;
  merged.set(core, { version, table });
  return table;
}
