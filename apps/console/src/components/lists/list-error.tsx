import '@mantine/core/styles/Alert.css';
import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ListErrorProps = {
  onRetry: () => void;
  retrying: boolean;
  /** What could not be loaded, when it is not a list. */
  title?: string;
};

/** A list (or other figures) that failed to load says so in place, without a toast (spec §8), and offers another try. */
export function ListError({ onRetry, retrying, title }: ListErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="red"
      icon={<IconAlertTriangle size={20} />}
      title={title ?? t('lists.loadFailed')}
    >
      {t('lists.loadFailedDescription')}
      <Button
        display="block"
        mt="sm"
        size="xs"
        variant="default"
        leftSection={<IconRefresh size={14} />}
        loading={retrying}
        onClick={onRetry}
      >
        {t('lists.retry')}
      </Button>
    </Alert>
  );
}
