/**
 * The house's arrows, checked on every lint (docs/ARCHITECTURE.md): no import cycle between files
 * or between folders (type imports count), web and server never reach each other, shared reaches
 * neither.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      comment: 'Two files that need each other are one job split badly: move what both need to a third.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment: 'A folder that needs another must not be needed by it: name the shared part and give it its room.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(web|server|extension)/' },
    },
    {
      name: 'extension-a-front-end',
      comment: 'The extension draws the reading popover through src/web, never the app shell or the service.',
      severity: 'error',
      from: { path: '^src/extension/' },
      to: { path: '^src/(server|web/app)/' },
    },
    {
      name: 'nothing-imports-the-extension',
      severity: 'error',
      from: { path: '^src/(web|server|shared)/' },
      to: { path: '^src/extension/' },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsConfig: { fileName: 'tsconfig.json' },
    // `import type` is a dependency too: a folder that needs another's types depends on it.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
