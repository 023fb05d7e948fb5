import './band-label.css';
import { FREQUENCY_BANDS, type FrequencyBand } from '../../shared/frequency';
import { useMessages } from '../i18n/language-context';
import '../i18n/usage-section';

/** A band the service sent, or undefined for none ('', a service without the list, another v3 service). */
export function frequencyBand(band: string | undefined): FrequencyBand | undefined {
  return FREQUENCY_BANDS.find((known) => known === band);
}

/**
 * How common a word is, in the reader's language, beside its headword: on a result, the word
 * page and the popover. Nothing where the service said nothing.
 */
export function BandLabel({
  band,
  className = '',
}: {
  readonly band: string | undefined;
  readonly className?: string;
}) {
  const m = useMessages();
  const known = frequencyBand(band);
  if (known === undefined) return null;
  return (
    <span className={`band band--${known} ${className}`.trim()} title={m.usage.bandNote}>
      {m.usage.bands[known]}
    </span>
  );
}
