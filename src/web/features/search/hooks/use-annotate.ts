import { useEffect, useState } from 'react';
import type { SearchType } from '../../../../shared/catalog';
import type { annotate } from '../components/result-annotations';

type Annotate = typeof annotate;
let loaded: Annotate | undefined;

/**
 * The annotator for `ava` and `text` results, loaded the first time such a search shows; until
 * then (and for the other types) undefined, and the results show plainly.
 */
export function useAnnotate(type: SearchType): Annotate | undefined {
  const wanted = type === 'ava' || type === 'text';
  const [, setReady] = useState(loaded !== undefined);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void import('../components/result-annotations').then((module) => {
      loaded = module.annotate;
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? loaded : undefined;
}
