/**
 * The interface's language and its words, for every component, drawn on the server or in the
 * browser alike: `useMessages()` gives the reader's table, `useFormat()` numbers and dates in its
 * digits, `useLanguage()` the language itself ('fa' | 'en'), `useSetLanguage()` the switch.
 *
 * To add a message: put its key in its area's section of messages-fa.ts or <area>-fa.ts (the
 * source of the keys), then the same key in the English — typecheck fails until it is there with
 * the same parameters. An area the first page draws goes in messages-fa.ts / messages-en.ts (the
 * chunk loaded before hydration); an area only a lazy part draws is a feature section
 * (feature-sections.ts): its <area>-section.ts adds both languages, and every module that reads it
 * imports that file, so the words travel in the part's chunk. A number inside a message is a parameter, formatted
 * by the caller with useFormat(); an English plural uses englishPlural (format.ts). Read it as
 * `const m = useMessages(); … {m.area.key}` — never a Persian literal in a component. A Persian
 * word inside a message (a headword, the query) goes in as a parameter through `isolated()`
 * (format.ts), or the component draws it in a `<bdi>` beside the message, so it reads right to left
 * inside an English sentence.
 *
 * No table is imported here (each is a chunk of its own, load-messages.ts): a component drawn
 * outside a LanguageProvider (a test's bare render) reads what setLanguageOutsideProvider gave.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { InterfaceLanguage } from '../../shared/interface-language';
import { formattersFor, type Formatters } from './format';
import { loadMessages } from './load-messages';
import type { CoreMessages, Messages } from './messages-fa';
import { withSections } from './feature-sections';
import { rememberLanguage } from './language-choice';

interface LanguageValue {
  readonly language: InterfaceLanguage;
  readonly messages: CoreMessages;
  readonly format: Formatters;
  readonly setLanguage: (language: InterfaceLanguage) => Promise<void>;
}

const LanguageContext = createContext<LanguageValue | undefined>(undefined);

let outsideProvider: LanguageValue | undefined;

/** The language and table of a component drawn without a LanguageProvider (the web tests' setup). */
export function setLanguageOutsideProvider(language: InterfaceLanguage, messages: CoreMessages): void {
  outsideProvider = { language, messages, format: formattersFor(language), setLanguage: () => Promise.resolve() };
}

function useLanguageValue(): LanguageValue {
  const value = useContext(LanguageContext) ?? outsideProvider;
  if (value === undefined) throw new Error('a component drawn outside a LanguageProvider');
  return value;
}

interface LanguageProviderProps {
  readonly language: InterfaceLanguage;
  /** The language's table, already loaded (loadMessages): a page never draws before its words are in. */
  readonly messages: CoreMessages;
  readonly children: ReactNode;
}

/** Holds the language: starts in the one given, and switches (loading the other table) when the reader asks. */
export function LanguageProvider({ language: initial, messages: initialMessages, children }: LanguageProviderProps) {
  const [state, setState] = useState({ language: initial, messages: initialMessages });
  const setLanguage = useCallback(async (language: InterfaceLanguage) => {
    const messages = await loadMessages(language);
    rememberLanguage(language);
    setState({ language, messages });
  }, []);
  const value = useMemo(() => ({ ...state, format: formattersFor(state.language), setLanguage }), [state, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The reader's table of words. */
export function useMessages(): Messages {
  const { messages, language } = useLanguageValue();
  return withSections(messages, language);
}

export function useLanguage(): InterfaceLanguage {
  return useLanguageValue().language;
}

/** Counts, digits and dates in the interface's language. */
export function useFormat(): Formatters {
  return useLanguageValue().format;
}

/** Switches the interface (and keeps the choice); resolves once the new words are drawn. */
export function useSetLanguage(): (language: InterfaceLanguage) => Promise<void> {
  return useLanguageValue().setLanguage;
}
