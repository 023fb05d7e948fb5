import { describe, type Description } from '../../shared/persian/inflection-rules';
import { useMessages } from './language-context';

/**
 * The reader's line for what a form is of its headword, in the interface's language: «جمعِ
 * دریا», "plural of دریا". The service and the analyser send the description as steps.
 */
export function useDescribe(): (headword: string, description: Description) => string {
  const words = useMessages().inflection;
  return (headword, description) => describe(headword, description, words);
}
