import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsSectionProps = {
  title: string;
  description: string;
  /** The section's anchor: `/settings#<id>` opens the screen at it. */
  id?: string;
  children: ReactNode;
};

/** A titled card; on wide screens the title sits beside the form, on narrow ones above it. */
export function SettingsSection({ title, description, id, children }: SettingsSectionProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id={id} style={{ scrollMarginTop: 80 }}>
      <Stack gap="lg">
        <div>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
