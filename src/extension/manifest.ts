/**
 * The extension's manifest (Manifest V3), one for Chromium and Firefox alike: Chromium starts the
 * background as a service worker, Firefox (which has none for extensions) from `scripts`, and each
 * browser passes over the other's key. It asks for storage alone: the content script runs on
 * http(s) pages and their frames, and the popover page is the one file a page may frame.
 */

export interface ManifestInput {
  readonly version: string;
  /** The service it was built for, named in the description and in Firefox's add-on id. */
  readonly service: string;
}

export const CONTENT_SCRIPT = 'content.js';
export const BACKGROUND_SCRIPT = 'background.js';
export const POPOVER_PAGE = 'popover/popover.html';
export const OPTIONS_PAGE = 'options/options.html';

export function extensionManifest({ version, service }: ManifestInput): Record<string, unknown> {
  const host = service === '' ? 'farhang' : new URL(service).hostname;
  return {
    manifest_version: 3,
    name: 'Farhang',
    version,
    description: `Persian words on any page, read by Farhang${service === '' ? '' : ` (${service})`}.`,
    permissions: ['storage'],
    background: { service_worker: BACKGROUND_SCRIPT, type: 'module', scripts: [BACKGROUND_SCRIPT] },
    content_scripts: [
      {
        matches: ['http://*/*', 'https://*/*'],
        js: [CONTENT_SCRIPT],
        all_frames: true,
        run_at: 'document_idle',
      },
    ],
    options_ui: { page: OPTIONS_PAGE, open_in_tab: true },
    web_accessible_resources: [{ resources: [POPOVER_PAGE], matches: ['http://*/*', 'https://*/*'] }],
    content_security_policy: { extension_pages: "script-src 'self'; object-src 'none'; base-uri 'none'" },
    browser_specific_settings: { gecko: { id: `farhang@${host}`, strict_min_version: '121.0' } },
  };
}
