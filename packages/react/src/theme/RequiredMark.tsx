import { MsgText } from '../MsgText.js';

/**
 * The `*` after a required field's label (design-language.md §2). The star is for the eye; a
 * screen reader hears the word instead, since a group of radios or checkboxes has no native
 * "required" to announce.
 */
export function RequiredMark() {
  return (
    <span className="ek-required">
      <span aria-hidden="true">*</span>
      <span className="ek-visually-hidden">
        <MsgText msg={{ key: 'form.requiredHidden' }} />
      </span>
    </span>
  );
}
