import { Anchor, Text } from '@mantine/core';
import type { DownloadLink } from '../use-download-link';

export function DownloadLinkView({ link }: { link: DownloadLink | null }) {
  if (!link) return null;
  return (
    <Text size="sm">
      <Anchor href={link.url} download={link.filename}>
        Download {link.filename}
      </Anchor>{' '}
      (kept until the next export)
    </Text>
  );
}
