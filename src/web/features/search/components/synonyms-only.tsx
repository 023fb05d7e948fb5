import { useId } from 'react';
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
  const id = useId();
  const only = selection.length === 1 && selection[0] === THESAURUS;
  return (
    <p className="synonyms-only">
      <input
        id={id}
        type="checkbox"
        checked={only}
        onChange={(event) => onChange(event.target.checked ? [THESAURUS] : undefined)}
      />
      <label htmlFor={id}>{m.search.synonymsOnly}</label>
    </p>
  );
}
