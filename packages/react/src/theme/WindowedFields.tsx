import type { ObjectFieldTemplatePropertyType } from '@rjsf/utils';
import type { CSSProperties, FocusEvent } from 'react';
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { QuestionBindingContext } from './useBoundField.js';

/** A form with this many fields or more is drawn windowed: only the fields on and near the screen. */
export const WINDOW_FROM = 1000;

// Fields drawn past each edge of the screen, and around the focused one (so Tab and Shift-Tab always
// have the next field to go to, in order).
const OVERSCAN = 8;
const AROUND_FOCUS = 3;

/**
 * The fields of a huge form, windowed: rjsf hands over every field's element and this draws a slice
 * of them — those on screen, the focused one and its neighbours, the first and the last (so Tab
 * into the form and Shift-Tab back from Accept land where they should) — with the rest as empty
 * space of their estimated height. A field the form needs to reach (an error summary link, the first
 * error after Accept) is brought in through the binding's `reveal`.
 */
export function WindowedFields({
  properties,
}: {
  properties: readonly ObjectFieldTemplatePropertyType[];
}) {
  const binding = useContext(QuestionBindingContext);
  const ref = useRef<HTMLDivElement>(null);
  const count = properties.length;
  const [rowHeight, setRowHeight] = useState(96);
  const [first, setFirst] = useState(0);
  const [rows, setRows] = useState(24);
  const [focused, setFocused] = useState<number | undefined>(undefined);
  const [pinned, setPinned] = useState<number | undefined>(undefined);
  const afterPin = useRef<(() => void) | undefined>(undefined);
  const indexOf = useMemo(() => new Map(properties.map((p, i) => [p.name, i])), [properties]);

  // Which fields the screen shows, from where the list stands in the viewport.
  useEffect(() => {
    const place = () => {
      const box = ref.current?.getBoundingClientRect();
      if (!box) return;
      const next = Math.min(Math.max(0, Math.floor(-box.top / rowHeight) - OVERSCAN), count - 1);
      setFirst(next);
      setRows(Math.ceil(window.innerHeight / rowHeight) + 2 * OVERSCAN);
    };
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [rowHeight, count]);

  // The estimate follows the fields drawn (only a clear change moves it, so it settles).
  useLayoutEffect(() => {
    const drawn = ref.current?.querySelectorAll<HTMLElement>(':scope > [data-ek-field]');
    if (!drawn || drawn.length === 0) return;
    let total = 0;
    for (const element of drawn) total += element.getBoundingClientRect().height;
    const measured = total / drawn.length;
    if (measured > 0 && Math.abs(measured - rowHeight) / rowHeight > 0.25) setRowHeight(measured);
  }, [first, rows, focused, pinned, rowHeight]);

  useEffect(
    () =>
      binding?.window.register((key, then) => {
        const index = indexOf.get(key);
        if (index === undefined) return then();
        afterPin.current = then;
        setPinned(index);
      }),
    [binding, indexOf],
  );

  // Once a revealed field is drawn, whoever asked for it (focus, scroll) goes on.
  useLayoutEffect(() => {
    const then = afterPin.current;
    afterPin.current = undefined;
    then?.();
  }, [pinned]);

  const onFocus = (event: FocusEvent) => {
    const key = (event.target as Element)
      .closest?.('[data-ek-field]')
      ?.getAttribute('data-ek-field');
    const index = key ? indexOf.get(key) : undefined;
    if (index === undefined) return;
    setFocused(index);
    setPinned(undefined);
  };

  const shown = new Set<number>([0, count - 1]);
  for (let i = first; i < Math.min(count, first + rows); i++) shown.add(i);
  for (const around of [focused, pinned])
    if (around !== undefined)
      for (
        let i = Math.max(0, around - AROUND_FOCUS);
        i <= Math.min(count - 1, around + AROUND_FOCUS);
        i++
      )
        shown.add(i);
  const indices = [...shown].sort((a, b) => a - b);

  const parts = [];
  let next = 0;
  for (const index of indices) {
    if (index > next)
      parts.push(
        <div
          key={`gap-${next}`}
          className="ek-fields-gap"
          aria-hidden="true"
          // A custom property, which the sealed stylesheet's reset leaves alone (styles.css).
          style={{ '--ek-gap': `${(index - next) * rowHeight}px` } as CSSProperties}
        />,
      );
    parts.push(properties[index]!.content);
    next = index + 1;
  }
  return (
    <div ref={ref} className="ek-fields" onFocus={onFocus}>
      {parts}
    </div>
  );
}
