/** The default dictionaries as an ordered list: in or out, and one place up or down. */
import type { DbName } from '../../../../shared/catalog';

/** A dictionary put in goes last (least priority); taken out, the rest keep their order. */
export function withDb(order: readonly DbName[], db: DbName, chosen: boolean): readonly DbName[] {
  const without = order.filter((name) => name !== db);
  return chosen ? [...without, db] : without;
}

/** One place earlier (-1) or later (+1); at either end the order stays as it was. */
export function movedDb(order: readonly DbName[], db: DbName, by: -1 | 1): readonly DbName[] {
  const from = order.indexOf(db);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  next[from] = next[to] ?? db;
  next[to] = db;
  return next;
}
