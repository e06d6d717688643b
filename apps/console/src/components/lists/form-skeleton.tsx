import '@mantine/core/styles/Skeleton.css';
import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Stands in for a form while its record loads. */
export function FormSkeleton({ fields = 4 }: { fields?: number }) {
  return (
    <Paper withBorder radius="lg" p="xl" maw={820} aria-busy="true">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {Array.from({ length: fields }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Stack key={index} gap={6}>
            <Skeleton height={12} width="40%" />
            <Skeleton height={36} />
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
