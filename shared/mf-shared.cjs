// The one Module Federation sharing config, used by the shell and every remote.
// Singletons: one React, one QueryClient, one @tessera/shared.
// antd, its icons and react-router are deliberately absent: shared modules cannot be tree-shaken, so they reach
// every package through @tessera/shared (src/ui, src/routing), which holds the one copy of what the suite uses
// (and so the one router context).
// strictVersion on the libraries whose duplication breaks the app: a mismatched remote fails into its
// error boundary instead of running with a second copy.
const sharedPkg = require('./package.json');

const TIPTAP_PACKAGES = [
  '@tiptap/core', '@tiptap/react', '@tiptap/react/', '@tiptap/pm/', '@tiptap/starter-kit', '@tiptap/extensions',
  '@tiptap/extension-image', '@tiptap/extension-list', '@tiptap/extension-mention', '@tiptap/extension-table',
  '@tiptap/suggestion',
];
const tiptapModules = (version, strict) => Object.fromEntries(TIPTAP_PACKAGES.map((name) => [name, strict(version)]));

module.exports = function sharedModules(deps) {
  const single = (version, extra = {}) => ({ singleton: true, requiredVersion: version, ...extra });
  const strict = (version) => single(version, { strictVersion: true });
  return {
    react: strict(deps.react),
    'react/': strict(deps.react),
    'react-dom': strict(deps['react-dom']),
    'react-dom/': strict(deps['react-dom']),
    '@tanstack/react-query': strict(deps['@tanstack/react-query']),
    '@tanstack/query-core': single(false),
    dayjs: single(deps.dayjs),
    'dayjs/': single(deps.dayjs),
    // zustand's stores, not its middleware: persist (the only one used) is a plain function, so each remote bundles
    // it tree-shaken instead of every page loading all of zustand/middleware (24 KB) through the share scope.
    zustand: single(deps.zustand),
    'zustand/vanilla': single(deps.zustand),
    'zustand/react': single(deps.zustand),
    '@tessera/shared': strict(`^${sharedPkg.version}`),
    // Only the boards' remotes (mfe-tasks, mfe-sprints) use drag and drop: the others neither load nor provide it.
    ...(deps['@hello-pangea/dnd'] ? { '@hello-pangea/dnd': single(deps['@hello-pangea/dnd']) } : {}),
    // The rich-text editor (@tessera/shared/editor/react) is used by mfe-docs and mfe-tasks: one Tiptap and one
    // ProseMirror (two copies of @tiptap/pm break schema and plugin identity). All @tiptap packages share one version.
    ...(deps['@tiptap/core'] ? tiptapModules(deps['@tiptap/core'], strict) : {}),
  };
};
