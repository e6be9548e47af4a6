export const root: string;
export function pnpmBin(): string;
export interface PublishedPackage {
  name: string;
  dir: string;
  version: string;
  manifest: Record<string, unknown>;
}
export function publishedPackages(): PublishedPackage[];
export function buildPackages(options?: { quiet?: boolean; log?: (line: string) => void }): void;
export function packPackages(
  dest: string,
  options?: { quiet?: boolean; log?: (line: string) => void; only?: string[] },
): { name: string; version: string; tarball: string }[];
