import './example-sentence.css';
import { EXAMPLE_SOURCES, isExampleSource } from '../../shared/example-sources';
import type { Example } from '../../shared/wire/word-extras';
import { useMessages } from '../i18n/language-context';
import '../i18n/usage-section';
import { Pieces } from './pieces';

/**
 * One sentence with the form of the word marked, and the corpus it is credited to. `linked`
 * false names the corpus and its licence without linking them: the reading popover keeps its
 * three thumb-sized controls, and the word page it links to links both.
 */
export function ExampleSentence({ example, linked = true }: { readonly example: Example; readonly linked?: boolean }) {
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
            of={m.usage.exampleFrom({
              corpus: linked ? (
                <a href={source.url} rel="noopener noreferrer" title={source.by}>
                  {source.name}
                </a>
              ) : (
                <span title={source.by}>{source.name}</span>
              ),
              licence: linked ? (
                <a href={source.licenceUrl} rel="license noopener noreferrer">
                  {source.licence}
                </a>
              ) : (
                source.licence
              ),
            })}
          />
          {source.spoken ? <span className="chip chip--quiet example__spoken">{m.usage.exampleSpoken}</span> : null}
        </p>
      )}
    </>
  );
}
