// A whole form drawn by the host on useFormElicitation, with shadcn/ui-style primitives: every
// decision (values, which errors show and when, Accept's availability) and every word come from
// the hook; this file only draws them.
import type { FormElicitation as FormRequest, RenderContext } from '@elicitkit/core';
import { yesNoChoices } from '@elicitkit/core';
import type { HeadlessField } from '@elicitkit/react/headless';
import { useFormElicitation } from '@elicitkit/react/headless';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { Alert, Button, Card, Input, Label, Option, Select } from './shadcnPrimitives.js';

type Form = ReturnType<typeof useFormElicitation>;

const TEXT_LIKE = new Set(['text', 'email', 'url', 'date', 'date-time', 'number', 'integer']);

function describedBy(id: string, f: HeadlessField) {
  return [f.hint && `${id}-hint`, f.error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

function FieldControl({ form, f, id }: { form: Form; f: HeadlessField; id: string }) {
  const described = describedBy(id, f);
  const invalid = f.error ? true : undefined;
  const leave = () => form.leave(f.name);
  if (TEXT_LIKE.has(f.widget)) {
    return (
      <Input
        id={id}
        // Numbers are typed as text; core reads them the locale's way.
        type="text"
        inputMode={f.widget === 'integer' ? 'numeric' : f.widget === 'number' ? 'decimal' : 'text'}
        autoComplete="off"
        value={f.value === undefined ? '' : String(f.value)}
        aria-describedby={described}
        aria-invalid={invalid}
        onChange={(e) => (e.target.value ? form.set(f.name, e.target.value) : form.clear(f.name))}
        onBlur={leave}
      />
    );
  }
  if (f.widget === 'select' && f.field.kind === 'select') {
    return (
      <Select
        id={id}
        value={typeof f.value === 'string' ? f.value : ''}
        aria-describedby={described}
        aria-invalid={invalid}
        onChange={(e) => (e.target.value ? form.set(f.name, e.target.value) : form.clear(f.name))}
        onBlur={leave}
      >
        <option value="">{form.localizer.format({ key: 'select.noAnswer' })}</option>
        {f.field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    );
  }
  return null;
}

function Choices({ form, f, id }: { form: Form; f: HeadlessField; id: string }) {
  const options =
    f.widget === 'yesno'
      ? yesNoChoices(form.localizer).map((c) => ({ value: c.value, label: c.label }))
      : f.field.kind === 'select' || f.field.kind === 'multiselect'
        ? f.field.options
        : [];
  const many = f.widget === 'checkboxes';
  return (
    <fieldset
      className="sh-fieldset"
      aria-describedby={describedBy(id, f)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) form.leave(f.name);
      }}
    >
      <legend className="sh-label">
        {f.label}
        {f.requiredMark && <span aria-hidden="true">*</span>}
        {f.suffix?.text}
      </legend>
      {options.map((o) => (
        <Option
          key={String(o.value)}
          type={many ? 'checkbox' : 'radio'}
          name={id}
          label={o.label}
          checked={
            many
              ? Array.isArray(f.value) && f.value.includes(String(o.value))
              : f.status === 'answered' && f.value === o.value
          }
          onChange={() => (many ? form.toggle(f.name, String(o.value)) : form.set(f.name, o.value))}
        />
      ))}
    </fieldset>
  );
}

function FieldRow({ form, f }: { form: Form; f: HeadlessField }) {
  const id = `${useId()}-${f.name.replace(/[^\w-]/g, '_')}`;
  const grouped = f.widget === 'yesno' || f.widget === 'radio' || f.widget === 'checkboxes';
  return (
    <div className="sh-field" data-field={f.name}>
      {grouped ? (
        <Choices form={form} f={f} id={id} />
      ) : (
        <>
          <Label htmlFor={id}>
            {f.label}
            {f.requiredMark && <span aria-hidden="true">*</span>}
            {f.suffix?.text}
          </Label>
          <FieldControl form={form} f={f} id={id} />
        </>
      )}
      {f.hint && (
        <p className="sh-muted" id={`${id}-hint`}>
          {f.hint.text}
        </p>
      )}
      {f.preview && <p className="sh-muted">{f.preview.text}</p>}
      {f.emptyNote && <p className="sh-muted">{f.emptyNote.text}</p>}
      {f.error && (
        <p className="sh-error" id={`${id}-error`}>
          {f.error.text}
        </p>
      )}
    </div>
  );
}

export interface HeadlessFormProps {
  request: FormRequest;
  context: RenderContext;
  onResult: Parameters<typeof useFormElicitation>[1]['onResult'];
  messages?: Parameters<typeof useFormElicitation>[1]['messages'];
}

export function HeadlessForm({ request, context, onResult, messages }: HeadlessFormProps) {
  const form = useFormElicitation(request, { onResult, context, messages });
  const summaryId = useId();
  const [failed, setFailed] = useState(0);
  const words = (key: 'actions.accept' | 'actions.decline' | 'actions.cancel') =>
    form.localizer.format({ key });

  // After a failed Accept, the summary takes focus once it is drawn.
  useEffect(() => {
    if (failed > 0) document.getElementById(summaryId)?.focus();
  }, [failed, summaryId]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    form.cancel();
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Card
        label={form.localizer.format({ key: 'form.heading' })}
        lang={form.localizer.locale}
        dir={form.localizer.dir}
      >
        <h2 className="sh-title">{form.localizer.format({ key: 'form.heading' })}</h2>
        {/* The identity line first: the host's trusted id, the self-reported name marked. */}
        <p className="sh-muted" data-identity>
          {form.server.askedBy.text}
          {form.server.selfReported?.text}
        </p>
        {form.danger && <Alert variant="destructive">{form.danger.text}</Alert>}
        {form.round && <p className="sh-muted">{form.round.text}</p>}
        {form.message !== '' && <p>{form.message}</p>}
        {form.diagnostics.map((d, i) => (
          <Alert key={i}>{d.text}</Alert>
        ))}
        {form.acceptBlocked && <Alert variant="destructive">{form.acceptBlocked.text}</Alert>}
        {form.submitAttempted && form.errors.length > 0 && !form.answered && (
          <Alert variant="destructive" id={summaryId} role="alert" tabIndex={-1}>
            <strong>
              {form.localizer.format({
                key: 'summary.title',
                values: { count: form.errors.length },
              })}
            </strong>
            <ul>
              {form.errors.map((e) => (
                <li key={`${e.field}:${e.msg.key}`}>
                  {e.field && `${form.fields.find((f) => f.name === e.field)?.label ?? e.field}: `}
                  {e.text}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        <form
          className="sh-field"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!form.accept()) setFailed((n) => n + 1);
          }}
        >
          {form.requiredNote && <p className="sh-muted">{form.requiredNote.text}</p>}
          {form.fields.map((f) => (
            <FieldRow key={f.name} form={form} f={f} />
          ))}
          <div className="sh-row">
            <Button
              type="submit"
              variant={form.danger ? 'destructive' : 'default'}
              disabled={!form.canAccept || form.answered}
            >
              {words('actions.accept')}
            </Button>
            <Button disabled={form.answered} onClick={form.decline}>
              {words('actions.decline')}
            </Button>
            <Button disabled={form.answered} onClick={form.cancel}>
              {words('actions.cancel')}
            </Button>
          </div>
        </form>
        <p className="sh-muted" role="status">
          {form.outcome?.text}
        </p>
      </Card>
    </div>
  );
}
