import { exactKey } from '../../../../shared/persian/normalise';

/**
 * Which form the reader asked for, when an exact search led from it to this headword («آب‌ها» to
 * «آب»): the address carries it (`?form=`). Said as what happened, not as grammar, since the
 * address is anyone's to write; nothing when the form is the headword itself.
 */
export function AskedForm({ form, title }: { readonly form: string; readonly title: string }) {
  const asked = form.trim();
  if (asked === '' || exactKey(asked) === exactKey(title)) return null;
  return (
    <p className="word-asked-form" role="note">
      «<bdi>{asked}</bdi>» را جستید؛ جست‌وجو به این مدخل رسید: «<bdi>{title}</bdi>».
    </p>
  );
}
