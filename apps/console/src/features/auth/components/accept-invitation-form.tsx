import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MIN_LENGTH, ZAcceptInvitationRequest } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/screens';
import { fieldErrorsOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { isGoneLink, useAcceptInvitation } from '../api/accept-invitation';

type PasswordValues = { password: string; confirm_password: string };

const validatePassword = validateWith(ZAcceptInvitationRequest.pick({ password: true }));

/**
 * The invited admin's own password, typed twice; the server may still refuse a common one. The email it belongs
 * to is shown (read-only), which also tells a password manager what to save it under.
 */
export function AcceptInvitationForm({
  token,
  email,
  onGone,
  onChallenge,
}: {
  token: string;
  email: string | undefined;
  onGone: () => void;
  onChallenge: (challenge: string) => void;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const accept = useAcceptInvitation({
    onSignedIn: () => navigate(paths.home, { replace: true }),
    onChallenge,
  });
  const form = useForm<PasswordValues>({
    initialValues: { password: '', confirm_password: '' },
    validate: (values) => ({
      ...validatePassword(values),
      ...(values.confirm_password !== values.password && {
        confirm_password: t('invitation.passwordsDiffer'),
      }),
    }),
  });

  const submit = form.onSubmit(({ password }) =>
    accept.mutate(
      { token, password },
      { onError: (error) => (isGoneLink(error) ? onGone() : form.setErrors(fieldErrorsOf(error))) },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {email && (
          <TextInput
            label={t('invitation.email')}
            value={email}
            autoComplete="username"
            readOnly
            variant="filled"
          />
        )}
        <PasswordInput
          label={t('invitation.password')}
          description={t('invitation.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          withAsterisk={false}
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('invitation.confirmPassword')}
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...form.getInputProps('confirm_password')}
        />
        <Button type="submit" fullWidth mt="xs" loading={accept.isPending}>
          {t('invitation.submit')}
        </Button>
      </Stack>
    </form>
  );
}
