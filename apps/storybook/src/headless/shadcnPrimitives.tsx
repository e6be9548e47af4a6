// shadcn/ui-style primitives, written out plainly for the headless stories: the look of shadcn's
// Card, Label, Input, Button, RadioGroup, Checkbox, native Select and Alert (zinc palette, 0.5rem
// radius, ring on focus), with no dependency. A host would use its own components/ui instead.
import type {
  ButtonHTMLAttributes,
  InputHTMLAttributes,
  LabelHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
} from 'react';

const CSS = `
.sh-card{font-family:ui-sans-serif,system-ui,sans-serif;color:#09090b;background:#fff;border:1px solid #e4e4e7;border-radius:.75rem;box-shadow:0 1px 2px rgb(0 0 0/.05);padding:1.5rem;max-width:32rem;display:grid;gap:1rem}
.sh-title{font-size:1.125rem;font-weight:600;margin:0}
.sh-muted{color:#71717a;font-size:.875rem;margin:0}
.sh-field{display:grid;gap:.375rem}
.sh-label{font-size:.875rem;font-weight:500;line-height:1}
.sh-input,.sh-select{height:2.25rem;border:1px solid #e4e4e7;border-radius:.5rem;padding:0 .75rem;font:inherit;font-size:.875rem;background:transparent;color:inherit}
.sh-input:focus-visible,.sh-select:focus-visible,.sh-button:focus-visible,.sh-radio:focus-visible,.sh-check:focus-visible{outline:none;box-shadow:0 0 0 3px rgb(161 161 170/.5);border-color:#a1a1aa}
.sh-input[aria-invalid=true]{border-color:#dc2626;box-shadow:0 0 0 3px rgb(220 38 38/.2)}
.sh-error{color:#dc2626;font-size:.875rem;margin:0}
.sh-row{display:flex;gap:.5rem;flex-wrap:wrap;align-items:center}
.sh-button{height:2.25rem;padding:0 1rem;border-radius:.5rem;font:inherit;font-size:.875rem;font-weight:500;border:1px solid #e4e4e7;background:#fff;color:#09090b;cursor:pointer}
.sh-button[data-variant=default]{background:#18181b;color:#fafafa;border-color:#18181b}
.sh-button[data-variant=destructive]{background:#dc2626;color:#fff;border-color:#dc2626}
.sh-button:disabled{opacity:.5;pointer-events:none}
.sh-radio,.sh-check{width:1rem;height:1rem;accent-color:#18181b;margin:0}
.sh-option{display:flex;gap:.5rem;align-items:center;font-size:.875rem}
.sh-fieldset{border:0;padding:0;margin:0;display:grid;gap:.5rem}
.sh-alert{border:1px solid #e4e4e7;border-radius:.5rem;padding:.75rem 1rem;font-size:.875rem;display:grid;gap:.25rem}
.sh-alert[data-variant=destructive]{border-color:#fca5a5;color:#b91c1c}
.sh-code{font-family:ui-monospace,monospace;font-size:.875rem;background:#f4f4f5;border-radius:.375rem;padding:.5rem .75rem;overflow-wrap:anywhere}
.sh-code mark{background:#fef08a;color:#09090b;font-weight:600}
`;

/** The primitives' stylesheet (React 19 hoists it once). */
function ShadcnStyles() {
  return (
    <style href="shadcn-primitives" precedence="default">
      {CSS}
    </style>
  );
}

export function Card({
  children,
  label,
  lang,
  dir,
}: {
  children: ReactNode;
  label: string;
  /** The catalogue's language and direction, as elicitkit's own views carry them on their root. */
  lang: string;
  dir: 'ltr' | 'rtl';
}) {
  return (
    <section className="sh-card" aria-label={label} lang={lang} dir={dir}>
      <ShadcnStyles />
      {children}
    </section>
  );
}

export function Label(props: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label {...props} className="sh-label" />;
}

export function Input(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className="sh-input" />;
}

export function Select(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} className="sh-select" />;
}

export function Button({
  variant = 'outline',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'default' | 'outline' | 'destructive' }) {
  return <button type="button" {...props} className="sh-button" data-variant={variant} />;
}

/** A radio or checkbox with its label beside it. */
export function Option({
  label,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return (
    <label className="sh-option">
      <input {...props} className={props.type === 'checkbox' ? 'sh-check' : 'sh-radio'} />
      {label}
    </label>
  );
}

export function Alert({
  children,
  variant = 'default',
  ...rest
}: {
  children: ReactNode;
  variant?: 'default' | 'destructive';
  id?: string;
  role?: string;
  tabIndex?: number;
}) {
  return (
    <div className="sh-alert" data-variant={variant} {...rest}>
      {children}
    </div>
  );
}
