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
  /** Receives esbuild's metafile of the build. */
  onMetafile?: (metafile: Metafile) => void;
}): Promise<string>;
