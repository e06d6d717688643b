import { Anchor } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { hostOf } from '@/lib/format';

/** A manufacturer's website, opened in a new tab without handing it this page. */
export function WebsiteLink({ url }: { url: string }) {
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" fz="sm" inline display="block" truncate>
      {hostOf(url)} <IconExternalLink size={12} aria-hidden style={{ verticalAlign: 'middle' }} />
    </Anchor>
  );
}
