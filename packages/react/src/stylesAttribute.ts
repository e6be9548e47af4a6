/**
 * How far elicitkit's stylesheet reaches (README "Styles modes"):
 * - `sealed`: every element is elicitkit's look; host CSS cannot change it.
 * - `scoped`: the host's controls (drawn by `rjsfTheme`) keep the host's CSS; everything else,
 *   the trust chrome included, stays sealed.
 * - `none`: no elicitkit look at all; the host styles every part by its `ek-*` class.
 */
export type StylesMode = 'sealed' | 'scoped' | 'none';

/** The root's `data-ek-styles` (absent when sealed). A host theme's controls default to scoped. */
export function stylesAttribute(
  styles: StylesMode | undefined,
  hasHostTheme: boolean,
): { 'data-ek-styles'?: 'scoped' | 'none' } {
  const mode = styles ?? (hasHostTheme ? 'scoped' : 'sealed');
  return mode === 'sealed' ? {} : { 'data-ek-styles': mode };
}
