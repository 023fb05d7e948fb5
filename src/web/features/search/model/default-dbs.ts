// The search's default dictionaries are the reader's, also chosen on the settings page: the store
// lives with the reader's other preferences, where features that may not import search reach it.
export { saveDefaultDbs, useDefaultDbs } from '../../../preferences/default-dbs';
