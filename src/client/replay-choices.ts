import { flushSync } from 'react-dom';

/**
 * What the shopper chose in a form before its code was live (decisions 070, 097). React hydrates
 * as the server rendered and leaves what a field shows as it is, but its next render writes its own
 * state back into every controlled field: without this, the choice would be lost.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** A field's state as text: whether it is checked, its selected values, or its text. */
function stateOf(field: Field): string {
  if (field instanceof HTMLSelectElement) return [...field.selectedOptions].map((option) => option.value).join('\n');
  return isBox(field) ? String(field.checked) : field.value;
}

/** The state the server wrote; a select without an option marked selected shows its first. */
function writtenOf(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const marked = [...field.options].filter((option) => option.defaultSelected);
    return (marked.length > 0 ? marked : [...field.options].slice(0, 1)).map((option) => option.value).join('\n');
  }
  return isBox(field) ? String(field.defaultChecked) : field.defaultValue;
}

/**
 * Makes the choices the shopper made in `root` before its code was live again, as the shopper would,
 * so each field's handler sees its change: a box is clicked, a select announces its change, a text is
 * typed. Read as the root has hydrated (in its commit, before React renders again): hydration
 * leaves what a field shows and takes the server's state as the field's default (react-dom
 * `initInput`), so a field whose state is not its default holds a choice React has not seen. One it
 * answered while it hydrated is made once more, to the same end. Of a radio group only the radio
 * now checked is chosen again. Each is read before any is made, because the render after one writes
 * React's state into the others; then they are made one by one after the commit, each rendered
 * (`flushSync`) before the next, as the shopper's own were. Then `then` runs, on the page as the
 * choices left it.
 */
export function replayChoices(root: HTMLElement, then?: () => void): void {
  const pending = [...root.querySelectorAll<Field>('input, select, textarea')].flatMap((field) => {
    const unchecked = field instanceof HTMLInputElement && field.type === 'radio' && !field.checked;
    const wanted = stateOf(field);
    return unchecked || wanted === writtenOf(field) ? [] : [{ field, wanted }];
  });
  queueMicrotask(() => {
    for (const { field, wanted } of pending) flushSync(() => choose(field, wanted));
    then?.();
  });
}

/** Makes a field's choice through the events the shopper's own would fire. */
function choose(field: Field, wanted: string): void {
  if (field instanceof HTMLSelectElement) {
    const values = wanted.split('\n');
    for (const option of field.options) option.selected = values.includes(option.value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isBox(field)) {
    // Through the element's own setter, which React's value tracker follows; the click then makes the choice.
    field.checked = wanted !== 'true';
    field.click();
  } else {
    // The text stays as the shopper left it, with their caret or selection (they may still be typing
    // in it): only React's record of the value goes back to the server's, so the input event carries
    // a change React has not seen. Writing the value instead moved the caret to the end, and a
    // shopper's next keys went after the text they had selected to replace. (react-dom keeps the
    // record on the field: `track` and `updateValueIfChanged`; without one it takes any input as a change.)
    // A render for an earlier choice may have written React's state over the text: then it is
    // written back, through the prototype's setter, past the record.
    if (field.value !== wanted) Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, wanted);
    (field as TrackedField)._valueTracker?.setValue(field.defaultValue);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** A text field as react-dom's value tracking marks it. */
type TrackedField = Field & { _valueTracker?: { setValue(value: string): void } | null };
