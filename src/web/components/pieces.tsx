import { Fragment, type ReactNode } from 'react';

/**
 * A message with elements inside it (a link, an isolated headword), as the tables give it: a list
 * of its pieces in the language's order (i18n/messages-fa.ts), drawn one after another.
 */
export function Pieces({ of }: { readonly of: readonly ReactNode[] }) {
  return (
    <>
      {of.map((piece, index) => (
        // The pieces of one message never move about, so their place is their key.
        <Fragment key={index}>{piece}</Fragment>
      ))}
    </>
  );
}
