import type { SessionUser } from '@radiant/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notifyFailure } from '@/lib/notify';
import { startingLanguage } from '@/lib/preferences';
import { startSession } from '@/lib/session';
import type { Translate } from '../gate/gate-strings';
import { codeStep } from '../gate/login-gate';
import { returnToOf } from '../lib/return-to';

/**
 * The code step of a sign-in inside the console (an invitation that reset a password with a second factor on):
 * the login's own form (gate/login-gate.ts), so that both ask for a code alike.
 */
export function CodeStep({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const returnTo = returnToOf(useLocation().state);
  const slot = useRef<HTMLDivElement>(null);
  const onSession = async (user: SessionUser) => {
    await startSession(user);
    navigate(returnTo, { replace: true });
  };
  // The form is drawn once per challenge; it calls the latest handlers.
  const handlers = useRef({ onBack, onSession });
  handlers.current = { onBack, onSession };

  useEffect(() => {
    const context = {
      // The keys are the auth namespace's and the shell's, which i18next resolves alike.
      t: t as unknown as Translate,
      language: startingLanguage().language,
      toast: notifyFailure,
      onSession: (user: SessionUser) => handlers.current.onSession(user),
    };
    slot.current?.replaceChildren(codeStep(context, challenge, () => handlers.current.onBack()));
  }, [challenge, t]);

  return <div ref={slot} />;
}
