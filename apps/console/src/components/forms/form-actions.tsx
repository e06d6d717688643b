import { Button, Group, type GroupProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type FormActionsProps = Pick<GroupProps, 'mt' | 'gap'> & {
  /** The submit button's label, and its colour when it takes something away. */
  submit: string;
  color?: string;
  /** The form's call is running: submit spins and cancel waits. */
  pending: boolean;
  /** Leaves without saving: what closes a dialog's form, or the address a page's form goes back to. */
  cancel?: (() => void) | string;
};

/** A form's buttons at its end: cancel, if it can be left, then submit. */
export function FormActions({ submit, color, pending, cancel, ...group }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" {...group}>
      {typeof cancel === 'string' && (
        <Button component={Link} to={cancel} variant="default">
          {t('lists.cancel')}
        </Button>
      )}
      {typeof cancel === 'function' && (
        <Button variant="default" onClick={cancel} disabled={pending}>
          {t('lists.cancel')}
        </Button>
      )}
      <Button type="submit" color={color} loading={pending}>
        {submit}
      </Button>
    </Group>
  );
}
