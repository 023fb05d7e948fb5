import { ReadPage } from '../features/read/components/read-page';
import { useDefaultDbs } from '../features/search/model/default-dbs';

/**
 * The reading page, with the search feature's remembered dictionaries first in a word's popover
 * (composed here: features do not import each other).
 */
export function ReadRoute() {
  return <ReadPage chosenDbs={useDefaultDbs()} />;
}
