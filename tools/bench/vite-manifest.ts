// The parts of Vite's build manifest (dist/.vite/manifest.json) the size benchmark reads.
export interface ManifestChunk {
  file: string;
  /** The chunk's name, before its hash. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of chunks this one imports statically: the browser loads them with it. */
  imports?: string[];
  /** Keys of chunks it may load later (import()). */
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

// The app itself: the entry (src/boot.ts) imports it as soon as it runs, or once a pre-rendered page has painted.
export const APP_MODULE = 'src/main.tsx';

/**
 * The JS files loaded before a route's page works: the entry chunk, the app's chunk, the route
 * module's lazy chunk (null for a page the app holds itself), and every chunk they import
 * statically, transitively; each file once.
 */
export function chunksOf(manifest: ViteManifest, routeModule: string | null): string[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}`);
  const modules = [entries[0]![0], APP_MODULE];
  return staticClosure(manifest, routeModule === null ? modules : [...modules, routeModule]);
}

/** The JS files of `modules` and of every chunk they import statically, transitively; each once. */
export function staticClosure(manifest: ViteManifest, modules: readonly string[]): string[] {
  for (const module of modules) if (!manifest[module]) throw new Error(`The manifest has no chunk for ${module}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names a chunk it does not describe: ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...new Set([...seen].map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js'));
}
