import { useId } from 'react';

/**
 * A page-unique id prefix made only of letters, digits and "-": React's ids contain characters
 * ("«", ":") that are awkward in CSS selectors, and several forms may share a page.
 */
export function useSafeId(prefix = 'ek'): string {
  return `${prefix}-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
}
