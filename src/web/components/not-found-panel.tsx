import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../i18n/language-context';

/**
 * "Not here" is an answer, not a fault: a calm panel with a search box (given by the caller, so
 * this stays props-only) and a way home.
 */
export function NotFoundPanel({
  title,
  detail,
  searchBox,
  nearby,
  headingLevel = 1,
  children,
}: {
  readonly title: string;
  readonly detail: string;
  readonly searchBox?: ReactNode;
  /** What is close to the missing thing (e.g. close headwords), before the other ways on. */
  readonly nearby?: ReactNode;
  readonly headingLevel?: 1 | 2;
  /** Further ways forward (e.g. a search for the missing word). */
  readonly children?: ReactNode;
}) {
  const m = useMessages();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="not-found">
      <Heading>{title}</Heading>
      <p>{detail}</p>
      {searchBox ? <div className="not-found__search">{searchBox}</div> : null}
      {nearby}
      <ul className="not-found__links">
        {children ? <li>{children}</li> : null}
        <li>
          <Link to="/">{m.components.backHome}</Link>
        </li>
      </ul>
    </section>
  );
}
