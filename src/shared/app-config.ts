/**
 * The app's configuration as the service hands it: at `/config.json`, and in the state of every
 * page it draws. Declared here once; the service writes it, the app reads it.
 */
import { creditsSchema } from './credits';
import * as v from './wire/check';

/** Where the app asks for its configuration when its page carries none. */
export const APP_CONFIG_PATH = '/config.json';

/**
 * The v3 service the app asks (empty: this origin), the token it asks with, its product name, the
 * service's own dictionaries' credits (none from a proxy or a static host: credits.ts), and the
 * origins besides its own the page lets the app ask (`--api-origin`; absent: not known, as from a
 * static host).
 */
export const appConfigSchema = v.object({
  apiBase: v.string(),
  token: v.string(),
  product: v.string(),
  credits: v.optional(creditsSchema),
  apiOrigins: v.optional(v.array(v.string())),
});

export type AppConfig = Readonly<v.InferOutput<typeof appConfigSchema>>;

/** Any member a static host's hand-written file leaves out reads as empty. */
const lenientSchema = v.object({
  apiBase: v.optional(v.string(), ''),
  token: v.optional(v.string(), ''),
  product: v.optional(v.string(), ''),
  credits: v.optional(creditsSchema),
  apiOrigins: v.optional(v.array(v.string())),
});

/** A fetched `/config.json`, or undefined when it is not one (the app's built-in defaults stand). */
export function readAppConfig(raw: unknown): AppConfig | undefined {
  const parsed = v.safeParse(lenientSchema, raw);
  return parsed.success ? parsed.output : undefined;
}
