import { useCallback, useEffect, useRef, useState } from 'react';

export interface DownloadLink {
  url: string;
  filename: string;
}

/**
 * A Download link for a fetched file: an object URL kept until the next export replaces it (issue 28: a link that
 * vanished after 10 seconds lost the file of a player who looked away), or the screen closes; then it is revoked.
 */
export function useDownloadLink() {
  const [link, setLink] = useState<DownloadLink | null>(null);
  const current = useRef<string | null>(null);

  const revoke = useCallback(() => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = null;
    setLink(null);
  }, []);

  const show = useCallback(
    (blob: Blob, filename: string) => {
      revoke();
      const url = URL.createObjectURL(blob);
      current.current = url;
      setLink({ url, filename });
    },
    [revoke],
  );

  useEffect(() => revoke, [revoke]);
  return { link, show };
}
