/**
 * The part of jsdom the service uses (a window for the sanitiser of the pages it renders); jsdom
 * ships no types of its own, and this is all we need of @types/jsdom.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
