import { useRef, useState, type Dispatch, type SetStateAction } from 'react';

type Setter<T> = Dispatch<SetStateAction<T>>;

/**
 * What the suggest box holds between renders: the text on screen, the text suggestions are asked
 * for, whether the list is open and which option is active. It follows the URL's text across
 * navigations, and holds the asked-for text still while an IME composes.
 */
export function useComboboxState(urlQ: string) {
  const [text, setText] = useState(urlQ);
  // What suggestions are asked for: '' until the reader edits, and frozen during IME composition.
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [seenQ, setSeenQ] = useState(urlQ);
  const ime = useImeComposition(setTyped);
  if (seenQ !== urlQ) {
    setSeenQ(urlQ);
    setText(urlQ);
    setTyped('');
    setOpen(false);
    setActive(-1);
  }

  /** The reader typed: show it, ask for it (unless composing), and open the list unfocused. */
  function edit(value: string): void {
    setText(value);
    if (!ime.composing.current) setTyped(value);
    setOpen(true);
    setActive(-1);
  }

  const moves = comboboxMoves({ text, typed }, { setText, setTyped, setOpen, setActive });
  return { text, typed, open, active, ...ime, edit, ...moves };
}

export type ComboboxBox = ReturnType<typeof useComboboxState>;

/** IME composition: while it lasts, keys and edits are the IME's; then what it composed is asked for. */
function useImeComposition(setTyped: Setter<string>) {
  const composing = useRef(false);
  return {
    /** True while an IME composes. */
    composing,
    startComposing(): void {
      composing.current = true;
    },
    endComposing(value: string): void {
      composing.current = false;
      setTyped(value);
    },
  };
}

interface Setters {
  readonly setText: Setter<string>;
  readonly setTyped: Setter<string>;
  readonly setOpen: Setter<boolean>;
  readonly setActive: Setter<number>;
}

/** What the keyboard and the list tell the box to do, each the state change of one thing the reader did. */
function comboboxMoves({ text, typed }: { readonly text: string; readonly typed: string }, setters: Setters) {
  const { setText, setTyped, setOpen, setActive } = setters;
  function close(): void {
    setOpen(false);
    setActive(-1);
  }
  return {
    close,
    /** A suggestion was taken: the box shows it and asks for nothing more. */
    settle(suggestion: string): void {
      setText(suggestion);
      setTyped('');
      close();
    },
    openAt(index: number): void {
      // Down on a box filled from the URL asks for suggestions of what it holds.
      if (typed === '') setTyped(text);
      setOpen(true);
      setActive(index);
    },
    moveTo: setActive,
    clear(): void {
      setText('');
      setTyped('');
    },
    reopen: (): void => setOpen(true),
  };
}
