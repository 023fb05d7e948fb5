import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSuggestCombobox } from '../hooks/use-suggest-combobox';
import { SLASH_TARGET_ATTR } from '../../../shortcuts/keys';
import { parseSearchView, searchHref, type SearchView } from '../model/search-url';
import { HighlightedText } from './highlighted-text';
import '../search.css';
import '../styles/suggest-note.css';
import { ROUTE_PATTERNS } from '../../../../shared/routes';
import { useMessages } from '../../../i18n/language-context';

export interface SuggestBoxProps {
  /** Focus the box when it mounts (the home page's box). */
  readonly autoFocus?: boolean;
  /** `large` on the home and search pages, `compact` in the header. */
  readonly size?: 'large' | 'compact';
  /** Names the search landmark, for a box on a page that already has the header's. */
  readonly landmarkLabel?: string;
}

/**
 * The search box with suggestions: a WAI-ARIA combobox (list autocomplete, manual selection).
 * Picking a suggestion searches that headword exactly; submitting searches the typed text. On
 * `/search` it shows the URL's `q` and keeps the page's type and dictionary filter.
 */
export function SuggestBox({ autoFocus = false, size = 'compact', landmarkLabel }: SuggestBoxProps) {
  const m = useMessages();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const view = pathname === ROUTE_PATTERNS.search ? parseSearchView(params) : undefined;
  const input = useRef<HTMLInputElement>(null);
  const box = useSuggestCombobox({
    urlQ: view?.q ?? '',
    onPick: (q, type = 'exact') => void navigate(searchHref({ q, type, db: view?.db })),
    onSearch: (text) => void navigate(searchHref({ q: text, type: view?.type, db: view?.db, rows: view?.rows })),
  });
  // A drawn page's box takes keys before the app has started, and hydrating leaves that text on
  // screen but not in the box's state: the app takes it up, as if typed now (suggestions too).
  const takeUpEarlyText = useEffectEvent(() => {
    const early = input.current?.value;
    if (early !== undefined && early !== box.text) box.edit(early);
  });
  useEffect(() => takeUpEarlyText(), []);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  const inputId = `${box.listboxId}-input`;
  // Without JavaScript the browser submits the form itself: on /search it keeps the page's type,
  // dictionaries and rows, written as the app writes them.
  const kept = view ? [...keptParams(view)] : [];

  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      className={`suggest-box suggest-box--${size}`}
      action={ROUTE_PATTERNS.search}
      method="get"
      onSubmit={box.onSubmit}
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={inputId} className="visually-hidden">
        {m.search.searchLabel}
      </label>
      <div className="suggest-box__field">
        <input
          {...box.inputProps}
          ref={input}
          id={inputId}
          name="q"
          className="suggest-box__input"
          type="text"
          dir="auto"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={m.search.placeholder}
          {...{ [SLASH_TARGET_ATTR]: size }}
        />
        <ul
          role="listbox"
          id={box.listboxId}
          aria-label={box.recent ? m.search.recent : m.search.suggestions}
          className="suggest-box__list"
          hidden={!box.expanded}
        >
          {box.suggestions.map((suggestion, index) => (
            // Options are reached from the input (aria-activedescendant), so they take no keys themselves.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={suggestion}
              id={box.optionId(index)}
              role="option"
              aria-selected={index === box.activeIndex}
              className="suggest-box__option"
              dir="auto"
              // Keep focus (and the caret) in the input while the pointer is down.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => box.pick(suggestion)}
            >
              <HighlightedText text={suggestion} typed={box.text} />
              {box.notes.has(suggestion) ? (
                <span className="suggest-box__note">{box.notes.get(suggestion)}</span>
              ) : null}
              {box.recent ? (
                // The pointer's way to forget a recent search; the keyboard's is Delete on the option.
                <span
                  aria-hidden="true"
                  className="suggest-box__remove"
                  onClick={(event) => {
                    event.stopPropagation();
                    box.removeSearch(suggestion);
                  }}
                >
                  ×
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="suggest-box__submit">
        {m.search.submit}
      </button>
      <div role="status" className="visually-hidden">
        {box.status}
      </div>
    </form>
  );
}

/** The search page's parameters other than `q`, as `searchHref` writes them. */
function keptParams(view: SearchView): URLSearchParams {
  const params = new URL(searchHref({ q: '', type: view.type, db: view.db, rows: view.rows }), 'http://x').searchParams;
  params.delete('q');
  return params;
}
