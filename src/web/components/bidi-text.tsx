import { firstStrongDirection } from '../text/direction-runs';
import { MixedText } from './mixed-text';

/**
 * Text whose direction is its own (an English or Arabic headword, a service's English message):
 * isolated with <bdi> so it neither flips nor drags the Persian text around it, and any run
 * inside it written the other way isolated in turn (a Persian headword with a Latin name in it).
 */
export function BidiText({
  text,
  lang,
  className,
}: {
  readonly text: string;
  readonly lang?: string;
  readonly className?: string;
}) {
  // What `dir="auto"` will find, so the runs inside are cut against the same direction.
  const dir = firstStrongDirection(text);
  return (
    <bdi dir="auto" lang={lang} className={className}>
      {dir ? <MixedText text={text} dir={dir} /> : text}
    </bdi>
  );
}
