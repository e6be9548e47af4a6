import { checkField } from '../checkField.js';
import { emptySelectionMsg } from '../emptySelectionNote.js';
import type { Field } from '../field.js';
import type { FieldAnswer } from '../fieldAnswer.js';
import { fieldHintMsg, isGenericHint } from '../fieldHint.js';
import { allFieldsOptional, fieldLabelSuffixMsg } from '../fieldLabelSuffix.js';
import type { Msg } from '../messages/types.js';
import type { FormSchema } from '../normalizeSchema.js';
import { showsRequiredMark } from '../requiredMark.js';
import { sentPreview } from '../sentPreview.js';
import type { FieldError, ValidateOptions } from '../validateContent.js';
import { visibleHintMsg } from '../visibleHintMsg.js';
import { widgetFor } from '../widgetFor.js';
import type { QuestionField, QuestionLook } from './questionView.js';

/** What a field's view is decided from: when none of it changed, the view is the same object. */
interface Inputs {
  answer: FieldAnswer | undefined;
  error: FieldError | undefined;
  /** Bumped when the locale or the look changes: every view is decided again. */
  generation: number;
}

/**
 * Each field's view, decided once per change of what it reads: a keystroke decides one field
 * again, so a surface binding thousands of fields (or a summary over all of them) pays for one.
 */
export interface FieldViews {
  of(field: Field, answer: FieldAnswer | undefined, error: FieldError | undefined): QuestionField;
  /** The locale or the look changed. */
  reset(validation: ValidateOptions, look: QuestionLook): void;
}

export function createFieldViews(
  form: FormSchema,
  validation: ValidateOptions,
  look: QuestionLook,
): FieldViews {
  const allOptional = allFieldsOptional(form.fields);
  const kept = new Map<string, Inputs & { view: QuestionField }>();
  let generation = 0;

  const decide = (field: Field, answer: FieldAnswer | undefined, error: FieldError | undefined) => {
    const marking = look.marking ?? 'required';
    const suffix = marking === 'optional' ? fieldLabelSuffixMsg(field, allOptional) : undefined;
    const native =
      field.kind === 'text' &&
      field.format !== undefined &&
      (look.nativeDateControls ?? []).some((format) => format === field.format);
    const full = fieldHintMsg(field, { nativeDateControls: native });
    const hint =
      look.omitGenericHints && isGenericHint(full)
        ? undefined
        : visibleHintMsg(field, error?.msg, full);
    const answered = answer?.status === 'answered' && answer.value !== undefined;
    const preview =
      answered && !error ? sentPreview(field, answer.value, validation.localizer) : undefined;
    const emptyNote = emptySelectionMsg(field, answer);
    const check = error
      ? 'error'
      : answered && !checkField(form, field, answer, validation)
        ? 'valid'
        : 'none';
    const view: QuestionField = {
      name: field.name,
      field,
      status: answer?.status ?? 'untouched',
      widget: widgetFor(field),
      label: field.label,
      requiredMark: showsRequiredMark(field, marking),
      check,
      notices: noticesOf(field),
      ...(answer?.value !== undefined && { value: answer.value }),
      ...(suffix && { suffix }),
      ...(hint && { hint }),
      ...(error && { error: error.msg }),
      ...(preview && { preview }),
      ...(emptyNote && { emptyNote }),
    };
    return view;
  };

  return {
    of(field, answer, error) {
      const old = kept.get(field.name);
      if (old && old.answer === answer && old.error === error && old.generation === generation)
        return old.view;
      const view = decide(field, answer, error);
      kept.set(field.name, { answer, error, generation, view });
      return view;
    },
    reset(nextValidation, nextLook) {
      validation = nextValidation;
      look = nextLook;
      generation++;
    },
  };
}

const NO_NOTICES: readonly Msg[] = Object.freeze([]);

/**
 * A field's warnings worth showing the person. Info diagnostics are for server authors, and an
 * unsupported field's reason is already its hint.
 */
function noticesOf(field: Field): readonly Msg[] {
  const notices = field.diagnostics
    .filter((d) => d.severity !== 'info' && d.code !== 'unsupported-property')
    .map((d) => d.msg);
  return notices.length ? notices : NO_NOTICES;
}
