import type { DbName } from '../../../../shared/catalog';
import type { DbSelection } from '../model/search-url';
import { useMessages } from '../../../i18n/language-context';

const THESAURUS: DbName = 'motaradef';

/**
 * A search of the meanings narrowed to the thesaurus, in one tap: the headwords whose synonyms
 * hold the words asked («شاد» finds «خوشحال»). Unticked, the reader's own dictionaries again.
 */
export function SynonymsOnly({
  selection,
  onChange,
}: {
  readonly selection: DbSelection;
  readonly onChange: (selection: DbSelection | undefined) => void;
}) {
  const m = useMessages();
  const only = selection.length === 1 && selection[0] === THESAURUS;
  // The box inside its words: the whole line is the thumb's target.
  return (
    <label className="synonyms-only">
      <input
        className="choice-box"
        type="checkbox"
        checked={only}
        onChange={(event) => onChange(event.target.checked ? [THESAURUS] : undefined)}
      />
      {m.search.synonymsOnly}
    </label>
  );
}
