import { useState, type ReactNode } from 'react';
import { useFormat, useMessages } from '../../../i18n/language-context';
import '../../../i18n/library-section';

const FIRST = 50;

/** The first items of a long list, and a button for the rest. */
export function ShowMore<T>({
  items,
  render,
}: {
  readonly items: readonly T[];
  readonly render: (item: T) => ReactNode;
}) {
  const m = useMessages();
  const f = useFormat();
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, FIRST);
  return (
    <>
      <ul className="library-list">{shown.map(render)}</ul>
      {shown.length < items.length ? (
        <button type="button" className="button button--quiet" onClick={() => setAll(true)}>
          {m.library.showAll({ count: f.count(items.length) })}
        </button>
      ) : null}
    </>
  );
}
