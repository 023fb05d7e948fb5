import { bandReach } from '../../../../shared/frequency';
import { BandLabel, frequencyBand } from '../../../components/band-label';
import { useFormat, useMessages } from '../../../i18n/language-context';
import '../../../i18n/word-section';

/**
 * How common the headword is: its band in the frequency list and what the band means, as a
 * Wordnik or jisho reader is told. Nothing when the service sent no band (another v3 service,
 * an English headword).
 */
export function WordFrequency({ band }: { readonly band: string | undefined }) {
  const m = useMessages();
  const f = useFormat();
  const known = frequencyBand(band);
  if (known === undefined) return null;
  return (
    <section className="card word-section" aria-labelledby="word-frequency-heading">
      <h2 id="word-frequency-heading">{m.word.sections.frequency}</h2>
      <p className="word-frequency">
        <BandLabel band={known} /> {m.word.bandDetail[known]({ n: f.count(bandReach(known)) })}
      </p>
      <p className="word-section__note">{m.word.bandSource}</p>
    </section>
  );
}
