import { exactKey } from '../../../shared/persian/normalise';

/**
 * The alternates a format lists for one entry, as the writer takes them: each that normalises to
 * no key at all (empty, spaces, only marks or tatweel) is reported through `fail` and left out; the
 * entry keeps the others.
 */
export function keptAlternates(title: string, forms: readonly string[], fail: (message: string) => void): string[] {
  const kept: string[] = [];
  forms.forEach((form, i) => {
    if (exactKey(form) === '') fail(`"${title}": alternate ${i + 1} is empty`);
    else kept.push(form);
  });
  return kept;
}
