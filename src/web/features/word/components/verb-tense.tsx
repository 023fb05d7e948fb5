import type { TenseForms } from '../../../../shared/wire/word-extras';
import { useMessages } from '../../../i18n/language-context';
import { FormLink } from './form-link';
import '../../../i18n/word-section';

type Cell = TenseForms['positive'][number];

function FormCell({
  cell,
  asked,
  linkOf,
}: {
  readonly cell: Cell | undefined;
  readonly asked: string;
  readonly linkOf: (text: string) => string;
}) {
  const m = useMessages();
  if (cell === undefined) return <td />;
  return (
    <td>
      <FormLink form={cell.written} query={linkOf(cell.written.text)} asked={asked} />
      {cell.spoken === undefined ? null : (
        <span className="form-spoken">
          {m.word.spoken}
          <FormLink form={cell.spoken} query={linkOf(cell.spoken.text)} asked={asked} />
        </span>
      )}
    </td>
  );
}

/** One tense of a verb: a folded table of its persons, affirmative beside negative. */
export function VerbTense({
  tense,
  asked,
  open,
  linkOf,
}: {
  readonly tense: TenseForms;
  readonly asked: string;
  readonly open: boolean;
  readonly linkOf: (text: string) => string;
}) {
  const m = useMessages();
  const name = m.word.tenses[tense.tense as keyof typeof m.word.tenses] ?? tense.tense;
  const persons = tense.positive.length === 2 ? m.word.imperativePersons : m.word.persons;
  return (
    <details className="tense" open={open}>
      <summary>
        {name} <bdi lang="fa">{tense.positive[0]?.written.text}</bdi>
      </summary>
      <table className="tense__table">
        <caption className="visually-hidden">{name}</caption>
        <thead>
          <tr>
            <th scope="col">{m.word.person}</th>
            <th scope="col">{m.word.positive}</th>
            {tense.negative.length > 0 ? <th scope="col">{m.word.negative}</th> : null}
          </tr>
        </thead>
        <tbody>
          {tense.positive.map((cell, person) => (
            <tr key={cell.written.text}>
              <th scope="row">{persons[person]}</th>
              <FormCell cell={cell} asked={asked} linkOf={linkOf} />
              {tense.negative.length > 0 ? (
                <FormCell cell={tense.negative[person]} asked={asked} linkOf={linkOf} />
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {tense.negative.length === 0 ? <p className="word-section__note">{m.word.noNegative}</p> : null}
    </details>
  );
}
