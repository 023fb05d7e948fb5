/** Chip arithmetic. The order of a selection is the order the reader picked: the filter's priority. */
import { dbsInGroup, type DbGroup, type DbName } from '../../../../shared/catalog';
import type { DbSelection } from './search-url';

export function toggleDb(selection: DbSelection, db: DbName): DbSelection {
  return selection.includes(db) ? selection.filter((name) => name !== db) : [...selection, db];
}

/** A group toggle adds the group's missing dictionaries (in catalog order) or, when all are in, removes them. */
export function toggleGroup(selection: DbSelection, group: DbGroup): DbSelection {
  const members = dbsInGroup(group);
  if (members.every((db) => selection.includes(db))) return selection.filter((db) => !members.includes(db));
  return [...selection, ...members.filter((db) => !selection.includes(db))];
}

export function groupPressed(selection: DbSelection, group: DbGroup): boolean | 'mixed' {
  const members = dbsInGroup(group);
  const chosen = members.filter((db) => selection.includes(db)).length;
  if (chosen === 0) return false;
  return chosen === members.length ? true : 'mixed';
}

export function sameSelection(a: DbSelection, b: DbSelection): boolean {
  return a.length === b.length && a.every((db, i) => db === b[i]);
}

/** The `filter` of a choice of dictionaries: names in priority order ('' when none: see toSearchRequest). */
export function toFilter(selection: DbSelection): string {
  return selection.join(',');
}
