/**
 * The `<form method="post" action="/read">` the page was drawn for: its text, and whether it was
 * refused. The server entry gets it with the request and the browser from the page's state;
 * either provides it here.
 */
import { createContext } from 'react';
import type { PostedForm } from '../../../../shared/render-port';

export const PostedText = createContext<PostedForm | undefined>(undefined);

/** What a navigation of the page itself carries: the text submitted with JavaScript, out of the address. */
export interface ReadState {
  readonly text: string;
}

export function readStateText(state: unknown): string | undefined {
  const text: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'text') : undefined;
  return typeof text === 'string' ? text : undefined;
}
