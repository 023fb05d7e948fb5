import { Link } from 'react-router';
import { dbLabel, type DbName } from '../../../../shared/catalog';
import { BidiText } from '../../../components/bidi-text';
import { Spinner } from '../../../components/spinner';
import { useDescribeError } from '../../../api/error-messages';
import { wordPath } from '../../../../shared/routes';
import { toPersianDigits } from '../../../../shared/digits';
import { useDialectEntries } from '../api/dialect-entries';
import type { DialectForm } from '../model/regional-forms';
import { useLanguage, useMessages } from '../../../i18n/language-context';
import '../../../i18n/compare-section';

interface RegionalFormsProps {
  readonly baseUrl: string;
  readonly word: string;
  /** The chosen dialects, in catalog order. */
  readonly dialects: readonly DbName[];
}

/** The six dialects are not columns: their forms of the word are gathered here, one line each. */
export function RegionalForms({ baseUrl, word, dialects }: RegionalFormsProps) {
  const m = useMessages();
  const describe = useDescribeError();
  const query = useDialectEntries(baseUrl, word, dialects);
  return (
    <section className="regional-forms" aria-labelledby="regional-forms-heading">
      <h2 id="regional-forms-heading">{m.compare.regional}</h2>
      {query.data ? (
        <>
          {query.data.forms.length > 0 ? (
            <FormList label={m.compare.saidInDialects({ word })} forms={query.data.forms} />
          ) : (
            <p className="quiet">{m.compare.noRegional({ word })}</p>
          )}
          {query.data.sameHeadword.length > 0 ? (
            <FormList label={m.compare.sameInDialects({ word })} forms={query.data.sameHeadword} />
          ) : null}
        </>
      ) : query.error && !query.isFetching ? (
        <p className="quiet" role="alert">
          {m.compare.regionalFailed({ fault: describe(query.error).title })}{' '}
          <button type="button" className="link-button" onClick={query.retry}>
            {m.errors.retry}
          </button>
        </p>
      ) : (
        <Spinner label={m.compare.searchingDialects} />
      )}
    </section>
  );
}

function FormList({ label, forms }: { readonly label: string; readonly forms: readonly DialectForm[] }) {
  const language = useLanguage();
  return (
    <>
      <p className="regional-forms__lead">{label}</p>
      <ul className="regional-forms__list">
        {forms.map((form) => (
          <li key={form.id} className="regional-forms__row">
            <span className="regional-forms__dialect">{dbLabel(form.db, language)}:</span>{' '}
            <Link to={wordPath(form.db, form.form, form.num)} className="regional-forms__form">
              <BidiText text={form.form} />
            </Link>
            {form.gloss ? <span className="regional-forms__gloss"> — {toPersianDigits(form.gloss)}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
