import { useQuery } from '@tanstack/react-query';
import { exactKey } from '../../../../shared/persian/normalise';
import type { WordRoute } from '../../../../shared/routes';
import type { WordForms as Forms } from '../../../../shared/wire/word-extras';
import { searchedForm } from '../../../../shared/form-search';
import { useSettings } from '../../../connection/settings-store';
import { useMessages } from '../../../i18n/language-context';
import { wordExtrasOptions } from '../api/word-extras-options';
import { FormLink } from './form-link';
import { VerbTense } from './verb-tense';
import '../../../i18n/word-section';

function Declined({ forms, asked }: { readonly forms: Forms; readonly asked: string }) {
  const m = useMessages();
  const declined = [...forms.plurals, ...forms.degrees];
  if (declined.length === 0) return null;
  return (
    <dl className="declined">
      {declined.map((form) => (
        <div key={`${form.rule}:${form.text}`} className="declined__row">
          <dt>{m.word.declined[form.rule] ?? form.rule}</dt>
          <dd>
            <FormLink form={form} query={form.text} asked={asked} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The headword's forms, made by the service's morphology: a verb's tenses, person by person with
 * the colloquial form beside the written; a noun's plurals; an adjective's degrees — as
 * Wiktionary's tables show them. Nothing when the service made none.
 */
export function WordForms({ params, asked }: { readonly params: WordRoute; readonly asked: string }) {
  const m = useMessages();
  const { baseUrl } = useSettings();
  const forms = useQuery(wordExtrasOptions(baseUrl, params)).data?.forms;
  if (forms === undefined || forms.tenses.length + forms.plurals.length + forms.degrees.length === 0) return null;
  const askedKey = asked.trim() === '' ? '' : exactKey(asked);
  const askedTense = forms.tenses.find((tense) =>
    [...tense.positive, ...tense.negative].some(
      ({ written, spoken }) => exactKey(written.text) === askedKey || exactKey(spoken?.text ?? '') === askedKey,
    ),
  )?.tense;
  return (
    <section className="card word-section word-forms" aria-labelledby="word-forms-heading">
      <h2 id="word-forms-heading">{m.word.sections.forms}</h2>
      <Declined forms={forms} asked={askedKey} />
      {forms.tenses.map((tense, i) => (
        <VerbTense
          key={tense.tense}
          tense={tense}
          asked={askedKey}
          open={askedTense === undefined ? i === 0 : askedTense === tense.tense}
          linkOf={(text) => searchedForm(tense.tense, text)}
        />
      ))}
      <p className="word-section__note">{m.word.formsNote}</p>
    </section>
  );
}
