import { Button, type ButtonProps } from '@mantine/core';
import type { Operation, OperationInput } from '@radiant/contract';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { downloadFile } from '@/lib/download';
import { notifyError, notifySuccess } from '@/lib/notify';

type DownloadButtonProps<O extends Operation> = Pick<ButtonProps, 'size' | 'variant' | 'disabled'> & {
  /** The operation that answers the file, and its input. */
  operation: O;
  input: OperationInput<O>;
  children: ReactNode;
  icon?: ReactNode;
  /** The toast once the file is saved. */
  done: string;
};

/** Fetches a file the server makes (a PDF, a ZIP) and saves it under the name the server gives. */
export function DownloadButton<O extends Operation>({
  operation,
  input,
  children,
  icon,
  done,
  size = 'xs',
  variant = 'default',
  disabled,
}: DownloadButtonProps<O>) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await downloadFile(operation, input, () => undefined);
      notifySuccess(done);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      variant={variant}
      disabled={disabled}
      leftSection={icon ?? <IconDownload size={14} />}
      loading={busy}
      onClick={start}
    >
      {children}
    </Button>
  );
}
