import { describe, type Description } from '../../src/shared/persian/inflection-rules';
import { inflectionFa } from '../../src/web/i18n/inflection-fa';

/** What a reader of the Persian interface is told a form is of its headword: «جمعِ دریا». */
export function inPersian(headword: string, description: Description): string {
  return describe(headword, description, inflectionFa);
}
