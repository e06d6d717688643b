import { h, icon } from './dom';
import { ICONS } from './icons';

let fieldCount = 0;

export type GateField = {
  element: HTMLElement;
  input: HTMLInputElement;
  /** Shows `message` beneath the field (none: clears it), tied to the input for assistive technology. */
  setError: (message?: string) => void;
};

/** A labelled text field with an optional hint beneath its label, drawn as the console's fields are. */
export function field(
  label: string,
  attributes: Record<string, string | boolean | undefined>,
  hint?: string,
): GateField {
  const id = `gate-field-${++fieldCount}`;
  const input = h('input', { id, class: 'gate-input', ...attributes });
  const hintElement = hint ? h('p', { id: `${id}-hint`, class: 'gate-hint' }, hint) : undefined;
  const error = h('p', { id: `${id}-error`, class: 'gate-error', hidden: true });
  const describe = (withError: boolean) =>
    [hintElement?.id, withError && error.id].filter(Boolean).join(' ') || undefined;
  const setError = (message?: string) => {
    error.textContent = message ?? '';
    error.hidden = !message;
    input.toggleAttribute('aria-invalid', Boolean(message));
    const described = describe(Boolean(message));
    if (described) input.setAttribute('aria-describedby', described);
    else input.removeAttribute('aria-describedby');
  };
  setError();
  input.addEventListener('input', () => setError());
  const control = input.type === 'password' ? withReveal(input) : input;
  const element = h(
    'div',
    { class: 'gate-field' },
    h('label', { for: id }, label),
    hintElement,
    control,
    error,
  );
  return { element, input, setError };
}

/**
 * A password field with an eye that shows what was typed, for the pointer only (out of the tab order and hidden
 * from assistive technology), as Mantine's password fields have it.
 */
function withReveal(input: HTMLInputElement): HTMLElement {
  const reveal = h('button', {
    type: 'button',
    class: 'gate-reveal',
    tabindex: -1,
    'aria-hidden': 'true',
    onclick: () => {
      const shown = input.type === 'password';
      input.type = shown ? 'text' : 'password';
      reveal.replaceChildren(icon(shown ? ICONS.eyeOff : ICONS.eye));
    },
  });
  reveal.append(icon(ICONS.eye));
  return h('div', { class: 'gate-password' }, input, reveal);
}

/** The form's button, disabled and marked busy while its call is out. */
export function submitButton(label: string) {
  const button = h('button', { type: 'submit', class: 'gate-submit' }, h('span', {}, label));
  return {
    button,
    setBusy: (busy: boolean) => {
      button.disabled = busy;
      button.toggleAttribute('data-loading', busy);
    },
  };
}

/** A button that reads as a link (switch the kind of code, back to the password). */
export const linkButton = (label: string, onClick: () => void, dimmed = false) =>
  h(
    'button',
    { type: 'button', class: dimmed ? 'gate-link gate-dimmed' : 'gate-link', onclick: onClick },
    label,
  );

let toasts: HTMLElement | undefined;

/** As the console's toasts (spec §2): three seconds each, three at once. */
const TOAST_MS = 3000;
const TOASTS_AT_ONCE = 3;

/** A toast at the top centre of the window, as the console's notifications show. */
export function showToast(message: string, closeLabel: string): void {
  if (!toasts?.isConnected) {
    toasts = h('div', { class: 'gate-toasts' });
    document.body.append(toasts);
  }
  const toast = h(
    'div',
    { role: 'alert', class: 'gate-toast' },
    h('p', {}, message),
    h(
      'button',
      { type: 'button', class: 'gate-toast-close', 'aria-label': closeLabel, onclick: () => toast.remove() },
      '×',
    ),
  );
  toasts.append(toast);
  if (toasts.childElementCount > TOASTS_AT_ONCE) toasts.firstElementChild?.remove();
  setTimeout(() => toast.remove(), TOAST_MS);
}
