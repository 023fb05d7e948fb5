import { Link } from 'react-router';
import { dbInfo, type DbName } from '../../../../shared/catalog';
import { BidiText } from '../../../components/bidi-text';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../api/error-messages';
import { wordPath } from '../../../../shared/routes';
import { toPersianDigits } from '../../../text/persian-digits';
import { useDialectEntries } from '../api/dialect-entries';
import type { DialectForm } from '../model/regional-forms';

interface RegionalFormsProps {
  readonly baseUrl: string;
  readonly word: string;
  /** The chosen dialects, in catalog order. */
  readonly dialects: readonly DbName[];
}

/** The six dialects are not columns: their forms of the word are gathered here, one line each. */
export function RegionalForms({ baseUrl, word, dialects }: RegionalFormsProps) {
  const query = useDialectEntries(baseUrl, word, dialects);
  return (
    <section className="regional-forms" aria-labelledby="regional-forms-heading">
      <h2 id="regional-forms-heading">گونه‌های محلی</h2>
      {query.data ? (
        <>
          {query.data.forms.length > 0 ? (
            <FormList label={`«${word}» در گویش‌ها چنین گفته می‌شود:`} forms={query.data.forms} />
          ) : (
            <p className="quiet">در گویش‌های برگزیده گونهٔ محلی‌ای برای «{word}» نیامده است.</p>
          )}
          {query.data.sameHeadword.length > 0 ? (
            <FormList label={`«${word}» خود در این گویش‌ها آمده است:`} forms={query.data.sameHeadword} />
          ) : null}
        </>
      ) : query.error && !query.isFetching ? (
        <p className="quiet" role="alert">
          {describeError(query.error).title}؛ گونه‌های محلی آورده نشد.{' '}
          <button type="button" className="link-button" onClick={query.retry}>
            تلاش دوباره
          </button>
        </p>
      ) : (
        <Spinner label="در حال جست‌وجو در گویش‌ها…" />
      )}
    </section>
  );
}

function FormList({ label, forms }: { readonly label: string; readonly forms: readonly DialectForm[] }) {
  return (
    <>
      <p className="regional-forms__lead">{label}</p>
      <ul className="regional-forms__list">
        {forms.map((form) => (
          <li key={form.id} className="regional-forms__row">
            <span className="regional-forms__dialect">{dbInfo(form.db).label}:</span>{' '}
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
