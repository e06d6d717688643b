import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZLoginVerifyRequest } from '@radiant/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodeInput } from '@/components/forms/code-input';
import { fieldErrorsOf, refusalOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { notifyError } from '@/lib/notify';
import { isChallengeGone, useVerifyLogin } from '../api/verify-login';
import { useReturnTo } from '../lib/return-to';

/** A code from the authenticator app, or (a lost phone) one of the recovery codes. */
type CodeKind = 'app' | 'recovery';

const validateCode = validateWith(ZLoginVerifyRequest.pick({ code: true }));

type SecondFactorFormProps = {
  challenge: string;
  /** Back to the password: asked for, or the challenge has expired. */
  onBack: () => void;
};

/** The code step of a sign-in: the server's word on a wrong code shows beneath the field. */
export function SecondFactorForm({ challenge, onBack }: SecondFactorFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const verify = useVerifyLogin({ onAdmin: () => navigate(returnTo, { replace: true }) });
  const [kind, setKind] = useState<CodeKind>('app');
  const form = useForm({ initialValues: { code: '' }, validate: validateCode });
  // The code is what the admin types next: after the password, and after switching the kind of code (each
  // kind mounts a field of its own).
  const focusOnMount = useCallback((field: HTMLInputElement | null) => field?.focus(), []);

  const switchKind = () => {
    form.reset();
    setKind(kind === 'app' ? 'recovery' : 'app');
  };
  const submit = form.onSubmit(({ code }) =>
    verify.mutate(
      { challenge, code },
      {
        onError: (error) => {
          // The server's sentence speaks of the app's codes; a wrong recovery code takes its field's shorter one.
          const refusal = (kind === 'recovery' && fieldErrorsOf(error).code) || refusalOf(error);
          if (refusal) return form.setFieldError('code', refusal);
          notifyError(error);
          if (isChallengeGone(error)) onBack();
        },
      },
    ),
  );

  const app = kind === 'app';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CodeInput
          ref={focusOnMount}
          key={kind}
          numeric={app}
          label={t(app ? 'secondFactor.appCode' : 'secondFactor.recoveryCode')}
          description={t(app ? 'secondFactor.appCodeHint' : 'secondFactor.recoveryCodeHint')}
          placeholder={app ? '123456' : 'xxxxx-xxxxx'}
          required
          withAsterisk={false}
          size="md"
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth mt="xs" loading={verify.isPending}>
          {t('secondFactor.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" fz="sm" onClick={switchKind}>
            {t(app ? 'secondFactor.useRecovery' : 'secondFactor.useApp')}
          </Anchor>
          <Anchor component="button" type="button" fz="sm" c="dimmed" onClick={onBack}>
            {t('secondFactor.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
