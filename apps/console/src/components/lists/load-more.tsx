import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type LoadMoreProps = {
  /** How many rows are shown: "25 alarms shown"; without it, the button stands alone in the middle. */
  shown?: string;
  /** The list's pages, loaded by keyset one after another. */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
};

/** Below a list paged by keyset: how many rows it shows, and "Load more" while more follow. */
export function LoadMore({ shown, pages }: LoadMoreProps) {
  const { t } = useTranslation();
  if (shown === undefined && !pages.hasNextPage) return null;
  return (
    <Group justify={shown === undefined ? 'center' : 'space-between'} mt="md" gap="sm">
      {shown !== undefined && (
        <Text fz="sm" c="dimmed" dir="auto">
          {shown}
        </Text>
      )}
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
