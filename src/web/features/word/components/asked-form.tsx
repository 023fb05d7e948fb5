import { exactKey } from '../../../../shared/persian/normalise';
import { useMessages } from '../../../i18n/language-context';
import { Pieces } from '../../../components/pieces';
import '../../../i18n/word-section';

/**
 * Which form the reader asked for, when an exact search led from it to this headword («آب‌ها» to
 * «آب»): the address carries it (`?form=`). Said as what happened, not as grammar, since the
 * address is anyone's to write; nothing when the form is the headword itself.
 */
export function AskedForm({ form, title }: { readonly form: string; readonly title: string }) {
  const m = useMessages();
  const asked = form.trim();
  if (asked === '' || exactKey(asked) === exactKey(title)) return null;
  return (
    <p className="word-asked-form" role="note">
      <Pieces of={m.word.askedForm({ asked: <bdi>{asked}</bdi>, title: <bdi>{title}</bdi> })} />
    </p>
  );
}
