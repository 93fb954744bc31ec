import type { Plugin } from 'vite';

/**
 * A dependency list of at most this many chunks is kept whole: preloading a few costs the page
 * little, and spares it the round trip after which the browser would ask for them itself.
 */
export const SHORT_LIST = 8;

/**
 * The chunks a lazily loaded chunk's import asks for at once (`modulePreload.resolveDependencies`).
 * Each costs the page a `<link rel="modulepreload">` added in the task that starts the import,
 * during a render: for a page of fifty chunks, tens of ms on a phone (bench/FINDINGS.md, "Preload lists"). A
 * chunk the importing chunk imports itself (`loaded`) was loaded and run before that chunk could
 * run: it is never listed. The chunk's own imports are requested by the browser itself as soon as it
 * reads the chunk, so a long list keeps only the chunks further down, which would otherwise wait for
 * their importer to arrive.
 */
export function preloadList(
  deps: readonly string[],
  ownImports: readonly string[],
  loaded: ReadonlySet<string> = new Set(),
): string[] {
  const needed = deps.filter((dep) => !loaded.has(dep));
  if (needed.length <= SHORT_LIST) return needed;
  const own = new Set(ownImports);
  return needed.filter((dep) => !own.has(dep));
}

/**
 * What is loaded wherever `fileName` runs: itself, the chunks it imports, theirs, and so on (the
 * browser runs a module only once everything it imports has run).
 */
export function staticClosure(fileName: string, importsOf: (fileName: string) => readonly string[]): Set<string> {
  const seen = new Set<string>([fileName]);
  const stack = [...importsOf(fileName)];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...importsOf(next));
  }
  return seen;
}

/** Each chunk's own imports by file name, read before the bundle's dependency lists are written. */
export function ownImportsRecorder(): { plugin: Plugin; importsOf: (fileName: string) => readonly string[] } {
  const imports = new Map<string, readonly string[]>();
  return {
    importsOf: (fileName) => imports.get(fileName) ?? [],
    plugin: {
      name: 'mall:own-imports',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          imports.clear();
          for (const output of Object.values(bundle)) {
            if (output.type === 'chunk') imports.set(output.fileName, output.imports);
          }
        },
      },
    },
  };
}
