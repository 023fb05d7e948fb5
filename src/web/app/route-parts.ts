/** The word page's lazy part (its source module, as lib/lazy-part.tsx names parts): the route loads it, links to a word preload it. */
export const WORD_ROUTE_PART = 'src/web/app/word-route.tsx';
