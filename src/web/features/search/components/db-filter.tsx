import { useId, useState } from 'react';
import { DB_GROUPS } from '../../../../shared/catalog';
import { useRovingToolbar } from '../hooks/use-roving-toolbar';
import { saveDefaultDbs } from '../../../preferences/default-dbs';
import { sameSelection } from '../model/db-selection';
import type { DbSelection } from '../model/search-url';
import { DbGroupChips } from './db-group-chips';
import { ShowResults } from './show-results';
import { useFormat, useMessages } from '../../../i18n/language-context';

interface DbFilterProps {
  /** What is searched now, in priority order; empty = every dictionary. */
  readonly selection: DbSelection;
  /** The reader's remembered default, to offer saving the current choice as the new one. */
  readonly defaultSelection: DbSelection;
  readonly onChange: (selection: DbSelection) => void;
  /** With a search on the page: what the choice finds, and how to get to its results. */
  readonly results?: { readonly found: number | undefined; readonly onShow: () => void } | undefined;
}

/**
 * The dictionary chips: «All», then the four groups. The order the reader picks chips in is the
 * priority sent to the service, said once in words under the chips. On phones the chips fold
 * behind a «Dictionaries» disclosure; beside it, what the choice finds and a way to its results.
 */
export function DbFilter({ selection, defaultSelection, onChange, results }: DbFilterProps) {
  const m = useMessages();
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { ref: toolbarRef, onFocus, onKeyDown } = useRovingToolbar<HTMLDivElement>();
  const all = selection.length === 0;
  const isDefault = sameSelection(selection, defaultSelection);
  return (
    <section className="db-filter" aria-label={m.search.dictionaries}>
      {/* Before the disclosure, so the disclosure still leads straight into the chips. */}
      {results ? (
        <ShowResults
          found={results.found}
          onShow={() => {
            setOpen(false);
            results.onShow();
          }}
        />
      ) : null}
      <button
        type="button"
        className="db-filter__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {m.search.dictionariesCount({ count: all ? m.search.all : f.count(selection.length) })}
      </button>
      {/* One Tab stop for every chip, arrows inside, as a toolbar is in the WAI-ARIA practices. */}
      <div
        id={panelId}
        ref={toolbarRef}
        role="toolbar"
        aria-label={m.search.chooseDictionaries}
        className="db-filter__panel"
        data-open={open}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      >
        <div className="db-filter__top">
          <button type="button" className="db-chip db-chip--all" aria-pressed={all} onClick={() => onChange([])}>
            {m.search.all}
          </button>
          {isDefault ? (
            <span className="db-filter__default">{m.search.myDefault}</span>
          ) : (
            <button type="button" className="db-filter__save" onClick={() => saveDefaultDbs(selection)}>
              {m.search.saveDefault}
            </button>
          )}
        </div>
        {all ? null : <p className="db-filter__order">{m.search.order}</p>}
        {DB_GROUPS.map((group) => (
          <DbGroupChips key={group} group={group} selection={selection} onChange={onChange} />
        ))}
      </div>
    </section>
  );
}
