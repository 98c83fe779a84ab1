import { Button, Text } from '@mantine/core';
import { COPIED_MESSAGE_MS } from '@tradehall/contracts';
import { useEffect, useState } from 'react';
import { copyToClipboard } from '../copy-to-clipboard';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `text`; 'Copied!' shows for 2 seconds, 'Failed to copy to clipboard.' when the browser refuses. */
export function CopyResultButton({ text }: { text: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await copyToClipboard(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <Button variant="light" size="xs" onClick={copy}>
        Copy
      </Button>
      <Text size="sm" c={state === 'failed' ? 'red' : 'green'} role="status" aria-live="polite">
        {state === 'copied' && 'Copied!'}
        {state === 'failed' && 'Failed to copy to clipboard.'}
      </Text>
    </>
  );
}
