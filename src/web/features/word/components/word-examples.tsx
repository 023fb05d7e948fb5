import { useQuery } from '@tanstack/react-query';
import type { WordRoute } from '../../../../shared/routes';
import { ExampleSentence } from '../../../components/example-sentence';
import { useSettings } from '../../../connection/settings-store';
import { useMessages } from '../../../i18n/language-context';
import { wordExtrasOptions } from '../api/word-extras-options';
import '../../../i18n/word-section';

/**
 * Up to three short sentences of open corpora that hold a form of the word, the form marked, each
 * credited: what jisho shows under a word. Nothing when the service has none.
 */
export function WordExamples({ params }: { readonly params: WordRoute }) {
  const m = useMessages();
  const { baseUrl } = useSettings();
  const examples = useQuery(wordExtrasOptions(baseUrl, params)).data?.examples ?? [];
  if (examples.length === 0) return null;
  return (
    <section className="card word-section" aria-labelledby="word-examples-heading">
      <h2 id="word-examples-heading">{m.word.sections.examples}</h2>
      <ul className="examples">
        {examples.map((example) => (
          <li key={`${example.source}:${example.start}:${example.text}`} className="example">
            <ExampleSentence example={example} />
          </li>
        ))}
      </ul>
    </section>
  );
}
