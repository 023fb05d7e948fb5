/**
 * The credits of the service's dictionaries (shared/credits.ts), as its config handed them: given
 * to the app once at its root, per render on the server, and shown only while the app asks that
 * same service. Against another v3 service (a base URL the reader saved) the app knows nothing of
 * its dictionaries' sources, so it shows none rather than ours.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { DbName } from '../../shared/catalog';
import {
  creditsByDb,
  everyDictionaryFilter,
  readingFilter,
  samplesLast,
  type Credits,
  type DictionaryCredit,
} from '../../shared/credits';
import type { AppConfig } from '../../shared/app-config';
import { normaliseBaseUrl, useSettings } from './settings-store';

/** The credits a service sent, and the base URL they describe. */
export interface ServiceCredits {
  readonly baseUrl: string;
  readonly byDb: Credits;
}

/** What a config says of its service's dictionaries; undefined when it says nothing. */
export function creditsOf(config: Pick<AppConfig, 'apiBase' | 'credits'>): ServiceCredits | undefined {
  if (config.credits === undefined) return undefined;
  return { baseUrl: normaliseBaseUrl(config.apiBase), byDb: creditsByDb(config.credits) };
}

const CreditsContext = createContext<ServiceCredits | undefined>(undefined);

export function CreditsProvider({
  value,
  children,
}: {
  readonly value?: ServiceCredits | undefined;
  readonly children: ReactNode;
}) {
  return <CreditsContext.Provider value={value}>{children}</CreditsContext.Provider>;
}

/** Every dictionary's credit, or undefined while the app asks a service that sent none. */
export function useCredits(): Credits | undefined {
  const credits = useContext(CreditsContext);
  const { baseUrl } = useSettings();
  return credits !== undefined && credits.baseUrl === baseUrl ? credits.byDb : undefined;
}

/** The `filter` of a search of every dictionary: real ones first, samples after (shared/credits.ts). */
export function useEveryDictionaryFilter(): string {
  return everyDictionaryFilter(useCredits());
}

/** The `filter` of a reading: meanings first, synonyms and names after, samples last (shared/credits.ts). */
export function useReadingFilter(): string {
  return readingFilter(useCredits());
}

/** Orders dictionaries, or things of a dictionary (`dbOf`), with those holding samples after the real ones. */
export function useSamplesLast(): <T>(order: readonly T[], dbOf?: (item: T) => string) => T[] {
  const credits = useCredits();
  return (order, dbOf) => samplesLast(order, credits, dbOf);
}

/** One dictionary's credit, as useCredits. */
export function useDbCredit(db: DbName | undefined): DictionaryCredit | undefined {
  const credits = useCredits();
  return db === undefined ? undefined : credits?.get(db);
}
