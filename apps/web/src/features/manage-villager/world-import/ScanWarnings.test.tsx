import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rescanSentence, ScanSummary } from './ScanWarnings';
import { scanOf, villager } from './test-scan';

const DAY = 24 * 60 * 60 * 1000;

describe('the rescan sentence', () => {
  it.each([
    [312, 7845, 2 * DAY, '312 of 7,845 chunks changed since your last scan (2 days ago).'],
    [0, 1, 60_000, '0 of 1 chunk changed since your last scan (1 minute ago).'],
  ])('%i of %i', (changed, chunks, ago, sentence) => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(rescanSentence(changed, chunks, new Date(now - ago).toISOString(), now)).toBe(sentence);
  });

  it('is said on a rescan only', () => {
    const first = scanOf([villager({})]);
    const render = (scan: typeof first) =>
      renderToStaticMarkup(
        <MantineProvider>
          <ScanSummary scan={scan} />
        </MantineProvider>,
      );
    expect(render(first)).not.toContain('since your last scan');
    const rescan = {
      ...first,
      summary: { ...first.summary, changed_chunks: 3, last_scan_at: new Date().toISOString() },
    };
    expect(render(rescan)).toContain('3 of 1,024 chunks changed since your last scan (just now).');
  });
});
