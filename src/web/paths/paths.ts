/** The absolute address of an app path on this origin, for copying and sharing (the paths: shared/routes.ts). */
export function absoluteAppUrl(path: string): string {
  return new URL(path, globalThis.location.origin).href;
}
