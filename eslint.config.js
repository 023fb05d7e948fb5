// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const features = ['search', 'word', 'settings', 'library', 'compare', 'read'];
/** The rooms below the features: what several features and the app shell share. */
const rooms = ['api', 'connection', 'paths', 'text', 'parts', 'theme', 'shortcuts', 'storage', 'components', 'i18n'];

/** The service's floors, top first: each may import the floors below it, never one above. */
const floors = ['cli', 'serving', 'site', 'api', 'http'];
/** The rooms a floor reaches only through ports; cli, where the service is composed, wires them. */
const adapters = ['engine', 'pool', 'proxy', 'dictionary', 'state'];
/** The rooms under the floors, each with the ones it may import besides ports: pool → engine → dictionary. */
const roomsBelow = {
  pool: ['engine', 'dictionary'],
  engine: ['dictionary'],
  proxy: [],
  dictionary: [],
  state: [],
  ports: [],
};
const serverRooms = Object.keys(roomsBelow);

/**
 * The service's arrows (docs/ARCHITECTURE.md): cli → serving → site → api → http, every floor →
 * ports, and the rooms below never import a floor.
 */
const serverZones = [
  ...floors.slice(1).map((floor, i) => ({
    target: `./src/server/${floor}`,
    from: floors.slice(0, i + 1).map((above) => `./src/server/${above}`),
    message: `${floor} is below ${floors.slice(0, i + 1).join(', ')}: floors import only the floors beneath them.`,
  })),
  ...serverRooms.map((room) => ({
    target: `./src/server/${room}`,
    from: floors.map((floor) => `./src/server/${floor}`),
    message: `${room} is below every floor: it never imports cli, serving, site, api or http.`,
  })),
  ...floors.slice(1).map((floor) => ({
    target: `./src/server/${floor}`,
    from: adapters.map((room) => `./src/server/${room}`),
    message: `${floor} reaches ${adapters.join(', ')} through src/server/ports; cli wires the adapters.`,
  })),
  ...Object.entries(roomsBelow).map(([room, allowed]) => ({
    target: `./src/server/${room}`,
    from: adapters
      .filter((other) => other !== room && !allowed.includes(other))
      .map((other) => `./src/server/${other}`),
    message: `${room} imports only ports${allowed.length > 0 ? ` and ${allowed.join(', ')}` : ''}.`,
  })),
];

/**
 * Code flows one way: web → shared, server → shared; inside web, app → features → the shared
 * rooms (docs/ARCHITECTURE.md). The library's model is the one part of a feature others may use:
 * a search or a word page writes to the reader's history and bookmarks.
 */
const zones = [
  { target: './src/web', from: './src/server', message: 'The web app talks to the service over HTTP only.' },
  { target: './src/server', from: './src/web', message: 'The service never imports the web app.' },
  { target: './src/shared', from: ['./src/web', './src/server'], message: 'shared imports neither side.' },
  ...rooms.map((room) => ({
    target: `./src/web/${room}`,
    from: ['./src/web/features', './src/web/app'],
    message: `${room} is below features and app.`,
  })),
  { target: './src/web/features', from: './src/web/app', message: 'features are below app.' },
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./src/web/features/${feature}`,
        from: `./src/web/features/${other}`,
        ...(other === 'library' ? { except: ['./model'] } : {}),
        message: 'Features never import each other; share through a room below them or compose in app.',
      })),
  ),
  // The browser extension is a second front end (docs/ARCHITECTURE.md): it draws the reading's
  // popover and asks through the reading's client (src/web's rooms and features), never the app's
  // shell or the service; nothing imports it.
  {
    target: './src/extension',
    from: ['./src/server', './src/web/app'],
    message: 'The extension reaches the service over HTTP, and draws no page of the app.',
  },
  {
    target: ['./src/web', './src/server', './src/shared'],
    from: './src/extension',
    message: 'Nothing imports the extension.',
  },
  ...serverZones,
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'public', '.vite'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', '.dependency-cruiser.cjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|fs$|path$|http$|https$|child_process$|better-sqlite3$)',
              message: 'src/shared does no I/O.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'process', 'localStorage', 'sessionStorage', 'document', 'window'],
    },
  },
  {
    files: [
      'src/web/**/*.{ts,tsx}',
      'src/extension/**/*.{ts,tsx}',
      'test/web/**/*.{ts,tsx}',
      'test/support/web/**/*.{ts,tsx}',
    ],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The browser's extension calls are made in one place, typed there.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/extension/platform.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'chrome', message: 'Reach the browser through src/extension/platform.ts.' },
        { name: 'browser', message: 'Reach the browser through src/extension/platform.ts.' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/extension/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['test/web/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
);
