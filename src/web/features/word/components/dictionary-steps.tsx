import { Link } from 'react-router';
import { dbLabel, toDbName } from '../../../../shared/catalog';
import type { SearchResult } from '../../../../shared/wire/schemas';
import { KEY_ATTR } from '../../../shortcuts/keys';
import type { WordRoute } from '../../../../shared/routes';
import { wordPath } from '../../../../shared/routes';
import { displayTitle } from '../../../text/text-lang';
import { useLanguage, useMessages } from '../../../i18n/language-context';
import { type InterfaceLanguage } from '../../../../shared/interface-language';
import '../../../i18n/word-section';

/** The first entry of each dictionary that has this headword, in the service's priority order. */
function firstPerDictionary(results: readonly SearchResult[]): SearchResult[] {
  const seen = new Set<string>();
  return results.filter((result) => !seen.has(result.db) && seen.add(result.db));
}

function label(result: SearchResult, language: InterfaceLanguage): string {
  const db = toDbName(result.db);
  return db ? dbLabel(db, language) : result.source;
}

/**
 * «فرهنگ پیشین / بعدی»: the same headword in the dictionary before or after this one, also on
 * Alt+↑ and Alt+↓. Nothing when no other dictionary has it.
 */
export function DictionarySteps({
  results,
  params,
}: {
  readonly results: readonly SearchResult[];
  readonly params: WordRoute;
}) {
  const m = useMessages();
  const language = useLanguage();
  const steps = firstPerDictionary(results);
  const at = steps.findIndex((result) => result.db === params.db);
  if (at < 0 || steps.length < 2) return null;
  const previous = steps[at - 1];
  const next = steps[at + 1];
  return (
    <nav className="dictionary-steps" aria-label={m.word.stepsLabel}>
      {previous ? (
        <Link
          to={wordPath(previous.db, displayTitle(previous), previous.num)}
          aria-keyshortcuts="Alt+ArrowUp"
          {...{ [KEY_ATTR]: 'Alt+ArrowUp' }}
        >
          {m.word.previousDictionary({ name: label(previous, language) })}
        </Link>
      ) : null}
      {next ? (
        <Link
          to={wordPath(next.db, displayTitle(next), next.num)}
          aria-keyshortcuts="Alt+ArrowDown"
          {...{ [KEY_ATTR]: 'Alt+ArrowDown' }}
        >
          {m.word.nextDictionary({ name: label(next, language) })}
        </Link>
      ) : null}
    </nav>
  );
}
