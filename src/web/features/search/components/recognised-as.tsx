import { Link } from 'react-router';
import type { FormReading } from '../api/inflected-lookups';
import { asTypedHref } from '../model/as-typed';
import type { SearchView } from '../model/search-url';
import { useMessages } from '../../../i18n/language-context';
import { useDescribe } from '../../../i18n/use-describe';
import { Pieces } from '../../../components/pieces';

interface RecognisedAsProps {
  readonly view: SearchView;
  /** The headword as the dictionary gave it, which may differ from the reading's spelling. */
  readonly headword: string;
  readonly reading: FormReading;
  /** A dictionary lists the form under the headword (its alternates), rather than none having it. */
  readonly listed?: boolean;
}

/**
 * «دریاها — جمعِ دریا»: the line above a headword's results found for a form that is none, saying
 * what was recognised, with the way to search the form exactly as typed.
 */
export function RecognisedAs({ view, headword, reading, listed = false }: RecognisedAsProps) {
  const m = useMessages();
  const describe = useDescribe();
  return (
    <p className="recognised-as">
      <span>
        <Pieces
          of={(listed ? m.search.listedUnder : m.search.recognisedAs)({
            form: <bdi>{view.q.trim()}</bdi>,
            headword: <bdi>{headword}</bdi>,
          })}
        />
      </span>
      {reading.description.length === 0 ? null : (
        <>
          <strong className="recognised-as__line">
            <bdi>{view.q.trim()}</bdi> — {describe(reading.headword, reading.description)}
          </strong>{' '}
        </>
      )}
      <Link className="recognised-as__typed" to={asTypedHref(view)}>
        <Pieces of={m.search.asTyped({ form: <bdi>{view.q.trim()}</bdi> })} />
      </Link>
    </p>
  );
}
