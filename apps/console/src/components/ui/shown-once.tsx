import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconEyeOff } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { saveFile } from '@/lib/download';

type ShownOnceProps = {
  /** What it is for and who to give it to. */
  intro: ReactNode;
  /** The value's name, which also names its block for screen readers. */
  label: string;
  value: string;
  /** A list (one item a line, such as codes) laid out in this many columns. */
  columns?: number;
  /** What goes with the value (the account it signs in to, say), shown beneath it. */
  details?: ReactNode;
  /** That it will not be shown again, and what to do if it is lost. */
  warning: ReactNode;
  copy: { label: string; copied: string };
  /** Also saved as a text file, with `text` (the value and what it is for) as its content. */
  download?: { label: string; filename: string; text: string };
  done: { label: string; onDone: () => void };
};

/**
 * A value the server answers once and never again (a signing secret, an invitation link, recovery codes):
 * shown whole, with a copy button, until the person says they have it.
 */
export function ShownOnce({
  intro,
  label,
  value,
  columns,
  details,
  warning,
  copy,
  download,
  done,
}: ShownOnceProps) {
  const labelId = useId();
  return (
    <Stack gap="md">
      <Text fz="sm">{intro}</Text>
      <Stack gap={4}>
        <Text fz="sm" fw={600} id={labelId}>
          {label}
        </Text>
        {/* Wrapped rather than scrolled: a long link stays readable, and there is no region to scroll. */}
        <Code
          block
          dir="ltr"
          aria-labelledby={labelId}
          style={{
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
            ...(columns && { columnCount: columns, columnGap: '3em', width: 'fit-content', fontSize: '1em' }),
          }}
        >
          {value}
        </Code>
      </Stack>
      {details}
      <Alert variant="light" color="ember" icon={<IconEyeOff size={18} />}>
        {warning}
      </Alert>
      <Group justify="space-between">
        <Group gap="xs">
          <CopyButton value={value}>
            {({ copied, copy: copyValue }) => (
              <Button
                variant="light"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copyValue}
              >
                {copied ? copy.copied : copy.label}
              </Button>
            )}
          </CopyButton>
          {download && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() =>
                saveFile(new Blob([download.text], { type: 'text/plain;charset=utf-8' }), download.filename)
              }
            >
              {download.label}
            </Button>
          )}
        </Group>
        <Button onClick={done.onDone}>{done.label}</Button>
      </Group>
    </Stack>
  );
}
