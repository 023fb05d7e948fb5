import type { DbName } from '../../../../shared/catalog';
import { usePageTitle } from '../../../components/page-title';
import { useReadText } from '../hooks/use-read-text';
import { ReadForm } from './read-form';
import { ReadResult } from './read-result';
import '../read.css';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/read-section';

/**
 * The `/read` route: a Persian text with every word a link to its meaning. The text comes from a
 * posted form, `?text=`, or the box on this page; `chosenDbs` (the reader's dictionaries, first
 * in a word's popover) is composed in by the app.
 */
export function ReadPage({ chosenDbs }: { readonly chosenDbs: readonly DbName[] }) {
  const { text, posted } = useReadText();
  // A posted form is answered even when empty or refused: the page says why, its text kept below.
  const reading = posted || text.trim() !== '';
  const m = useMessages();
  usePageTitle(m.read.title);
  return (
    <div className="read-page">
      <h1 className="read-page__title">{m.read.title}</h1>
      {reading ? <ReadResult text={text} chosenDbs={chosenDbs} /> : <p className="read-page__intro">{m.read.intro}</p>}
      <ReadForm key={text} text={text} />
    </div>
  );
}
