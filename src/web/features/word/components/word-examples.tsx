import { useQuery } from '@tanstack/react-query';
import { EXAMPLE_SOURCES, isExampleSource } from '../../../../shared/example-sources';
import type { WordRoute } from '../../../../shared/routes';
import type { Example } from '../../../../shared/wire/schemas';
import { Pieces } from '../../../components/pieces';
import { useSettings } from '../../../connection/settings-store';
import { useMessages } from '../../../i18n/language-context';
import { wordExtrasOptions } from '../api/word-extras-options';
import '../../../i18n/word-section';

/** One sentence with the form of the word marked, and the corpus it is credited to. */
export function ExampleSentence({ example }: { readonly example: Example }) {
  const m = useMessages();
  const { text, start, end } = example;
  const source = isExampleSource(example.source) ? EXAMPLE_SOURCES[example.source] : undefined;
  return (
    <>
      <p className="example__text" lang="fa" dir="rtl">
        {text.slice(0, start)}
        <mark>{text.slice(start, end)}</mark>
        {text.slice(end)}
      </p>
      {source === undefined ? null : (
        <p className="example__credit">
          <Pieces
            of={m.word.exampleFrom({
              corpus: (
                <a href={source.url} rel="noopener noreferrer" title={source.by}>
                  {source.name}
                </a>
              ),
              licence: (
                <a href={source.licenceUrl} rel="license noopener noreferrer">
                  {source.licence}
                </a>
              ),
            })}
          />
          {source.spoken ? <span className="chip chip--quiet example__spoken">{m.word.exampleSpoken}</span> : null}
        </p>
      )}
    </>
  );
}

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
