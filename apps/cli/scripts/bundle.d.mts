import type { Metafile } from 'esbuild';

export declare const repoRoot: string;
export declare const defaultEntry: string;
export declare const defaultOutfile: string;
export declare function bundleCli(options?: {
  entry?: string;
  outfile?: string;
  minify?: boolean;
  /** Include the start-up shims (lazy Intl.Segmenter, lazy RGI emoji pattern); default true. */
  startupShims?: boolean;
  /** Receives the metafile of the build as written (start-up chunks folded into start.mjs). */
  onMetafile?: (metafile: Metafile) => void;
}): Promise<string>;
