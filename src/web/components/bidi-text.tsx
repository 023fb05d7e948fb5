/**
 * Text whose direction is its own (an English or Arabic headword, a service's English message):
 * isolated with <bdi> so it neither flips nor drags the Persian text around it.
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
  return (
    <bdi dir="auto" lang={lang} className={className}>
      {text}
    </bdi>
  );
}
