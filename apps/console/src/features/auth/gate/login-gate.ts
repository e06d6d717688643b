import './login-gate.css';
import {
  isAdminLevel,
  type Language,
  type LoginRequest,
  type MfaChallenge,
  type SessionUser,
  SIGN_IN_PATHS,
  type User,
} from '@radiant/contract';
import layout from '../components/auth-layout.module.css';
import { h } from './dom';
import { GateCallError, postPublic } from './gate-calls';
import { field, linkButton, submitButton } from './gate-fields';
import { preferenceControls } from './gate-preferences';
import type { Translate } from './gate-strings';

/** What the sign-in calls need besides their body: the language to be answered in, and what to do next. */
export type GateContext = {
  t: Translate;
  language: Language;
  /** Shows what went wrong in a toast. */
  toast: (message: string) => void;
  /** Starts the console with the session; the login's page is left to it. */
  onSession: (user: SessionUser) => Promise<void>;
};

type LoginAnswer = { user: SessionUser | User } | MfaChallenge;

const post = <T>({ t, language }: GateContext, path: string, body: object) =>
  postPublic<T>(path, body, { language, statusText: (status) => t('error.status', { status }) });

/** A refusal's words in a toast; no answer at all says the server was not reached. */
const toastError = ({ t, toast }: GateContext, error: unknown) =>
  toast(error instanceof GateCallError ? error.message : t('error.unreachable'));

/** The brand's mark, name and tagline above the form. */
const logo = (t: Translate) => {
  const mark = h('span', { class: 'gate-mark', 'aria-hidden': 'true' });
  mark.innerHTML =
    '<svg width="30" height="30" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="var(--mantine-color-ember-7)"/><path d="M9 8v16M14 8v16M19 8v16M24 8v16" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>';
  return h(
    'div',
    { class: 'gate-logo' },
    mark,
    h(
      'div',
      {},
      h('p', { class: 'gate-name' }, t('app.name')),
      h('p', { class: 'gate-tagline' }, t('app.tagline')),
    ),
  );
};

/** The brand's panel beside a card, as the screens before a session are drawn (auth-layout.module.css). */
function page(t: Translate, header: HTMLElement, card: HTMLElement): HTMLElement {
  const fins = h('div', { class: 'gate-fins', 'aria-hidden': 'true' });
  fins.innerHTML = `<svg class="${layout.fins}" viewBox="0 0 100 100"><path d="M15 10v80M35 10v80M55 10v80M75 10v80" stroke="#fff" stroke-width="12" stroke-linecap="round"/></svg>`;
  return h(
    'div',
    { class: layout.page },
    h(
      'aside',
      { class: `${layout.hero} gate-hero` },
      h('p', { class: 'gate-hero-name' }, t('app.name')),
      h('div', { class: 'gate-hero-text' }, h('h2', {}, t('auth.heroTitle')), h('p', {}, t('auth.heroText'))),
      fins,
    ),
    h('main', { class: layout.main }, header, card),
  );
}

/** The card's heading, subtitle and form. */
const cardOf = (t: Translate, title: string, subtitle: string, form: HTMLElement) =>
  h(
    'section',
    { class: `${layout.card} gate-card` },
    logo(t),
    h('div', {}, h('h1', { class: 'gate-title' }, title), h('p', { class: 'gate-subtitle' }, subtitle)),
    form,
  );

/**
 * The code step of a sign-in: a code from the authenticator app or (a lost phone) one of the recovery codes.
 * A wrong code is named beneath the field; an expired challenge goes back with the server's words.
 */
export function codeStep(context: GateContext, challenge: string, onBack: () => void): HTMLFormElement {
  const { t } = context;
  let kind: 'app' | 'recovery' = 'app';
  const form = h('form', { class: 'gate-form', novalidate: true });
  const { button, setBusy } = submitButton(t('secondFactor.submit'));
  let code = drawField();

  function drawField() {
    const app = kind === 'app';
    return field(
      t(app ? 'secondFactor.appCode' : 'secondFactor.recoveryCode'),
      {
        class: 'gate-input gate-code',
        type: 'text',
        inputmode: app ? 'numeric' : 'text',
        autocomplete: app ? 'one-time-code' : 'off',
        autocapitalize: 'none',
        autocorrect: 'off',
        spellcheck: 'false',
        dir: 'ltr',
        required: true,
        placeholder: app ? '123456' : 'xxxxx-xxxxx',
      },
      t(app ? 'secondFactor.appCodeHint' : 'secondFactor.recoveryCodeHint'),
    );
  }
  const switchLink = () =>
    linkButton(t(kind === 'app' ? 'secondFactor.useRecovery' : 'secondFactor.useApp'), () => {
      kind = kind === 'app' ? 'recovery' : 'app';
      const next = drawField();
      code.element.replaceWith(next.element);
      code = next;
      links.firstElementChild?.replaceWith(switchLink());
      code.input.focus();
    });
  const links = h(
    'div',
    { class: 'gate-links' },
    switchLink(),
    linkButton(t('secondFactor.back'), onBack, true),
  );
  form.append(code.element, button, links);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { user } = await post<{ user: SessionUser }>(context, SIGN_IN_PATHS.verify, {
        challenge,
        code: code.input.value,
      });
      await context.onSession(user);
    } catch (error) {
      setBusy(false);
      if (error instanceof GateCallError && (error.status === 400 || error.status === 429)) {
        // The server's sentence speaks of the app's codes; a wrong recovery code takes its field's shorter one.
        const own =
          kind === 'recovery' ? error.errors.find(({ path }) => path === 'code')?.message : undefined;
        code.setError(own ?? error.message);
        code.input.focus();
        return;
      }
      toastError(context, error);
      if (error instanceof GateCallError && error.status === 401) onBack();
    }
  });
  queueMicrotask(() => code.input.focus());
  return form;
}

/** The password step: only admin levels start a session; any other is ignored without a message (spec §5). */
function passwordStep(
  context: GateContext,
  email: string,
  onChallenge: (challenge: string, email: string) => void,
) {
  const { t } = context;
  const emailField = field(t('auth.email'), {
    type: 'email',
    name: 'email',
    autocomplete: 'username',
    required: true,
    value: email,
  });
  const passwordField = field(t('auth.password'), {
    type: 'password',
    name: 'password',
    autocomplete: 'current-password',
    required: true,
  });
  const { button, setBusy } = submitButton(t('auth.submit'));
  const form = h(
    'form',
    { class: 'gate-form', novalidate: true },
    emailField.element,
    passwordField.element,
    button,
  );

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const credentials: LoginRequest = {
      email: emailField.input.value.trim(),
      password: passwordField.input.value,
    };
    emailField.setError(credentials.email ? undefined : t('auth.emailRequired'));
    passwordField.setError(credentials.password ? undefined : t('auth.passwordRequired'));
    if (!credentials.email || !credentials.password) return;
    setBusy(true);
    try {
      const answer = await post<LoginAnswer>(context, SIGN_IN_PATHS.login, credentials);
      if ('mfa_required' in answer) return onChallenge(answer.challenge, credentials.email);
      const { user } = answer;
      if (isAdminLevel(user.level) && 'access_token' in user) return await context.onSession(user);
    } catch (error) {
      toastError(context, error);
    }
    setBusy(false);
  });
  // The email comes first; back from the code step, the password is what is left to type.
  queueMicrotask(() => (email ? passwordField : emailField).input.focus());
  return form;
}

/**
 * Draws the login into `root`: the password, then (for an admin who signs in with a second factor) the code.
 * Answers a function that stops its following of the preferences, for when the console takes the page over.
 */
export function drawLoginGate(root: HTMLElement, context: GateContext): () => void {
  const { t } = context;
  const { element: header, stop } = preferenceControls(t, context.language);
  const show = (title: string, subtitle: string, form: HTMLElement) =>
    root.replaceChildren(page(t, header, cardOf(t, title, subtitle, form)));
  const toPassword = (email: string) =>
    show(t('auth.title'), t('auth.subtitle'), passwordStep(context, email, toCode));
  const toCode = (challenge: string, email: string) =>
    show(
      t('secondFactor.title'),
      t('secondFactor.subtitle'),
      codeStep(context, challenge, () => toPassword(email)),
    );
  toPassword('');
  return stop;
}
