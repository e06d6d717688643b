import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type LoadMoreProps = {
  /** How many rows are shown: "25 alarms shown". */
  shown: string;
  /** The list's pages, loaded by keyset one after another. */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
};

/** Below a list paged by keyset: how many rows it shows, and "Load more" while more follow. */
export function LoadMore({ shown, pages }: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text fz="sm" c="dimmed" dir="auto">
        {shown}
      </Text>
      {pages.hasNextPage && (
        <Button
          variant="default"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('lists.loadMore')}
        </Button>
      )}
    </Group>
  );
}
