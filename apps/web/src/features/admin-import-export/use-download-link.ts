import { DOWNLOAD_URL_REVOKE_MS } from '@tradehall/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface DownloadLink {
  url: string;
  filename: string;
}

/**
 * A Download link for a fetched file: an object URL that is revoked (and the link removed) 10 seconds later
 * (SPEC §7), or when a newer file replaces it or the screen closes.
 */
export function useDownloadLink() {
  const [link, setLink] = useState<DownloadLink | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const current = useRef<string | null>(null);

  const revoke = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
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
      timer.current = setTimeout(revoke, DOWNLOAD_URL_REVOKE_MS);
    },
    [revoke],
  );

  useEffect(() => revoke, [revoke]);
  return { link, show, revoke };
}
