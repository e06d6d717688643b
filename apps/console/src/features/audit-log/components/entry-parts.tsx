import { Anchor, Text } from '@mantine/core';
import type { AuditLogEntry } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordLinkOf } from '../lib/record-links';

type EntryProps = { entry: AuditLogEntry };

/** Who did it: an account's name and email, else "Unknown" for a refused sign-in, else Radiant itself. */
export function Actor({ entry }: EntryProps) {
  const { t } = useTranslation('auditLog');
  const { actor } = entry;
  const tried = typeof entry.details.email === 'string' ? entry.details.email : undefined;
  const [name, email] = actor
    ? [actor.name || actor.email, actor.email]
    : entry.action === 'sign_in_failed'
      ? [t('log.unknown'), tried && t('log.triedEmail', { email: tried })]
      : [t('log.system'), t('log.systemHint')];
  return (
    <>
      <Text fz="sm" fw={600} dir="auto">
        {name}
      </Text>
      {email && (
        <Text fz="xs" c="dimmed" dir={actor ? 'ltr' : 'auto'} ta="start">
          {email}
        </Text>
      )}
    </>
  );
}

/** What it was done to: the type of record in words and its id, a link where a screen shows it. */
export function EntryRecord({ entry }: EntryProps) {
  const { t } = useTranslation('auditLog');
  const entity = t(`entities.${entry.entity}`);
  const text = entry.entity_id === null ? entity : t('record', { entity, id: entry.entity_id });
  const link = recordLinkOf(entry);
  if (!link) return <bdi>{text}</bdi>;
  return (
    <Anchor component={Link} to={link} fz="sm">
      <bdi>{text}</bdi>
    </Anchor>
  );
}
