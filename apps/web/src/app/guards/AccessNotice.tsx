import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { accessNoticeText, refusedPage } from './access-notice';

/** Says which page a guard refused; it goes with the next navigation or when closed. */
export function AccessNotice() {
  const location = useLocation();
  const page = refusedPage(location.state);
  const [closedKey, setClosedKey] = useState<string | null>(null);
  if (!page || closedKey === location.key) return null;
  return (
    <Alert
      color="orange"
      role="alert"
      mb="md"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => setClosedKey(location.key)}
    >
      {accessNoticeText(page)}
    </Alert>
  );
}
