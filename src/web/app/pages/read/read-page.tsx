import { useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ReadPage as ReadFeaturePage } from '../../../features/read/components/read-page';
import { PostedText } from '../../../features/read/model/posted-text';
import { useDefaultDbs } from '../../../preferences/default-dbs';
import { searchPath } from '../../../../shared/routes';
import { searchedWhenShared } from '../share-target';
import { ShownAt } from '../shown-at';

/**
 * The reading page, with the search feature's remembered dictionaries first in a word's popover
 * (composed here: features do not import each other). A word or two posted here — the share
 * target posts what is shared — is a search, drawn as one.
 */
export function ReadPage({ search }: { readonly search: ReactNode }) {
  const posted = useContext(PostedText);
  const { key } = useLocation();
  const chosenDbs = useDefaultDbs();
  if (posted !== undefined && posted.refused !== true && key === 'default' && searchedWhenShared(posted.text)) {
    return <ShownAt target={searchPath(posted.text.trim())}>{search}</ShownAt>;
  }
  return <ReadFeaturePage chosenDbs={chosenDbs} />;
}
