import type { DbName } from '../../../../shared/catalog';
import { usePageTitle } from '../../../components/page-title';
import { useReadText } from '../hooks/use-read-text';
import { ReadForm } from './read-form';
import { ReadResult } from './read-result';
import '../read.css';

/**
 * The `/read` route: a Persian text with every word a link to its meaning. The text comes from a
 * posted form, `?text=`, or the box on this page; `chosenDbs` (the reader's dictionaries, first
 * in a word's popover) is composed in by the app.
 */
export function ReadPage({ chosenDbs }: { readonly chosenDbs: readonly DbName[] }) {
  const text = useReadText();
  const reading = text.trim() !== '';
  usePageTitle('خواندن متن');
  return (
    <div className="read-page">
      <h1 className="read-page__title">خواندن متن</h1>
      {reading ? (
        <ReadResult text={text} chosenDbs={chosenDbs} />
      ) : (
        <p className="read-page__intro">
          متنی فارسی بچسبانید، از خبر و کتاب تا شعر: هر واژه‌اش پیوندی به معنی‌اش در فرهنگ‌ها می‌شود.
        </p>
      )}
      <ReadForm key={text} text={text} />
    </div>
  );
}
