import type { ElicitContentValue } from './protocol.js';

/** untouched: never answered (and no default); answered: has a value; cleared: emptied on purpose. */
export type FieldStatus = 'untouched' | 'answered' | 'cleared';

export interface FieldAnswer {
  status: FieldStatus;
  /** For number fields this may be the text as typed; it is coerced when validated. */
  value?: ElicitContentValue;
  /** Where the value came from: the spec default or the person. */
  origin?: 'default' | 'person';
}
