import { Link } from 'react-router';
import { exactKey } from '../../../../shared/persian/normalise';
import { searchPath } from '../../../../shared/routes';
import type { WordForm } from '../../../../shared/wire/word-extras';

/**
 * A form as a link that searches it, its romanisation under it where the data has one; marked
 * when it is the form the reader came from (`?form=`).
 */
export function FormLink({
  form,
  query,
  asked,
}: {
  readonly form: WordForm;
  readonly query: string;
  readonly asked: string;
}) {
  const here = asked !== '' && exactKey(form.text) === asked;
  return (
    <span className={here ? 'form form--asked' : 'form'}>
      <Link to={searchPath(query)} lang="fa" dir="rtl" aria-current={here ? 'true' : undefined}>
        {form.text}
      </Link>
      {form.pron === '' ? null : (
        <span className="form__pron" lang="fa-Latn" dir="ltr">
          {form.pron}
        </span>
      )}
    </span>
  );
}
