/**
 * Layers without circles (docs/architecture.md): no module of src/ may reach itself through its imports,
 * type-only imports included (a cycle through `import type` still means one module does two jobs), and
 * src/shared imports nothing from src/main or src/renderer. `npm run lint` runs it.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module reaches itself through its imports (type imports included): split the module that does two jobs.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'shared-imports-nothing-of-main-or-renderer',
      severity: 'error',
      comment: 'src/shared is the contract both sides read: it imports nothing from src/main or src/renderer.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(main|renderer)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.svelte'] },
  },
};
