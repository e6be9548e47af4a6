import type { Localizer } from '@elicitkit/core';
import type { ElicitationShellProps } from './ElicitationShellProps.js';
import { stylesAttribute } from './stylesAttribute.js';

/** The attributes every view's root section carries: locale, direction, theme, styles mode, name. */
export function viewRootProps(
  l: Localizer,
  props: Pick<ElicitationShellProps, 'className' | 'theme' | 'styles' | 'rjsfTheme'>,
  baseId: string,
) {
  return {
    lang: l.locale,
    dir: l.dir,
    className: `ek-root${props.className ? ` ${props.className}` : ''}`,
    'data-theme': props.theme,
    ...stylesAttribute(props.styles, props.rjsfTheme !== undefined),
    'aria-labelledby': `${baseId}-heading`,
  };
}
