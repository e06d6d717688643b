import '@mantine/core/styles/Code.css';
import { ActionIcon, Code, CopyButton, Group, Paper, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import type { GatewayMqttAccount } from '@radiant/contract';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Fact } from '@/components/ui/fact';
import { ShownOnce } from '@/components/ui/shown-once';

type GatewayKeySecretProps = {
  home: string;
  gatewayKey: string;
  mqtt: GatewayMqttAccount;
  onDone: () => void;
};

/** Broker topics, one a line, as the gateway's configuration spells them. */
function Topics({ topics }: { topics: string[] }) {
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {topics.map((topic) => (
        <li key={topic}>
          <Code dir="ltr" style={{ wordBreak: 'break-all' }}>
            {topic}
          </Code>
        </li>
      ))}
    </Stack>
  );
}

/**
 * A new gateway key, shown this once, with the broker account it is the password of: the gateway needs both,
 * and the topics tell its installer where it may publish and subscribe.
 */
export function GatewayKeySecret({ home, gatewayKey, mqtt, onDone }: GatewayKeySecretProps) {
  const { t } = useTranslation('residentialUsers');
  const copyUsername = t('gatewayKeys.secret.copyUsername');
  return (
    <ShownOnce
      intro={t('gatewayKeys.secret.intro', { home })}
      label={t('gatewayKeys.secret.label')}
      value={gatewayKey}
      details={
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Fact label={t('gatewayKeys.secret.username')}>
              <Group gap={4} wrap="nowrap">
                <Code dir="ltr" fz="sm">
                  {mqtt.username}
                </Code>
                <CopyButton value={mqtt.username}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('gatewayKeys.secret.copied') : copyUsername} withArrow>
                      <ActionIcon variant="subtle" color="gray" aria-label={copyUsername} onClick={copy}>
                        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
            </Fact>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Fact label={t('gatewayKeys.secret.publish')}>
                <Topics topics={mqtt.publish} />
              </Fact>
              <Fact label={t('gatewayKeys.secret.subscribe')}>
                <Topics topics={mqtt.subscribe} />
              </Fact>
            </SimpleGrid>
          </Stack>
        </Paper>
      }
      warning={t('gatewayKeys.secret.once')}
      copy={{ label: t('gatewayKeys.secret.copy'), copied: t('gatewayKeys.secret.copied') }}
      done={{ label: t('gatewayKeys.secret.done'), onDone }}
    />
  );
}
