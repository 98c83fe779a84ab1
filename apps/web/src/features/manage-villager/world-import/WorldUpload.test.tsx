import { MantineProvider } from '@mantine/core';
import { fireEvent, render as mount, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import type { ScanState } from './use-world-scan';
import { WorldUpload } from './WorldUpload';

function render(state: ScanState): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <WorldUpload state={state} onStart={() => {}} onCancel={() => {}} />
    </MantineProvider>,
  );
}

describe('WorldUpload', () => {
  it('a labelled ZIP picker and the button, nothing busy', () => {
    const html = render({ phase: 'idle' });
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>World save \(ZIP\)<\/label>/);
    expect(html).toContain('accept=".zip,application/zip"');
    expect(html).toContain('Upload and scan');
    expect(html).not.toContain('role="status"');
    expect(html).not.toContain('Cancel');
  });

  it('while uploading: a progress bar with its percentage, and Cancel', () => {
    const html = render({ phase: 'uploading', percent: 42 });
    expect(html).toMatch(
      /role="progressbar"[^>]*aria-label="Upload progress"|aria-label="Upload progress"[^>]*role="progressbar"/,
    );
    expect(html).toContain('aria-valuenow="42"');
    expect(html).toMatch(/role="status"[^>]*>Uploading… 42%/);
    expect(html).toContain('Cancel');
  });

  it('while the server scans: an indeterminate scanning status (the API streams no progress)', () => {
    const html = render({ phase: 'scanning' });
    expect(html).toContain('role="status"');
    expect(html).toContain('Scanning regions…');
    expect(html).not.toContain('role="progressbar"');
  });

  it('while the server scans and has said how far: a bar of regions read of total', () => {
    const html = render({ phase: 'scanning', progress: { phase: 'scanning', read: 3, total: 12 } });
    expect(html).toMatch(
      /role="progressbar"[^>]*aria-label="Scan progress"|aria-label="Scan progress"[^>]*role="progressbar"/,
    );
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toMatch(/role="status"[^>]*>Scanning regions: 3 of 12</);
    expect(html).not.toContain('Scanning regions…');
    expect(html).toContain('Cancel');

    const done = render({ phase: 'scanning', progress: { phase: 'done', read: 12, total: 12 } });
    expect(done).toContain('aria-valuenow="100"');
    expect(done).toMatch(/role="status"[^>]*>Scanning regions: 12 of 12</);
  });

  it('falls back to the indeterminate status while the total is unknown (unpacking, or no region files)', () => {
    const unpacking = render({ phase: 'scanning', progress: { phase: 'unpacking', read: 0, total: 0 } });
    expect(unpacking).not.toContain('role="progressbar"');
    expect(unpacking).toMatch(/role="status".*Unpacking the world…/);
    const empty = render({ phase: 'scanning', progress: { phase: 'done', read: 0, total: 0 } });
    expect(empty).not.toContain('role="progressbar"');
    expect(empty).toContain('Scanning regions…');
  });

  it("a refused upload shows the server's message in an alert", () => {
    const refused = new ApiError(413, 'The upload is larger than 1 GiB (WORLD_SCAN_MAX_UPLOAD_BYTES).', 'x');
    expect(render({ phase: 'failed', error: refused })).toMatch(
      /role="alert"[^>]*>.*The world could not be scanned: The upload is larger than 1 GiB/,
    );
    expect(render({ phase: 'failed', error: new ApiError(413, null, 'x') })).toContain(
      'The ZIP is larger than the server accepts.',
    );
  });

  it('Upload and scan waits for a chosen file, then sends it', () => {
    const onStart = vi.fn();
    mount(
      <MantineProvider>
        <WorldUpload state={{ phase: 'idle' }} onStart={onStart} onCancel={() => {}} />
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Upload and scan' });
    expect(button).toBeDisabled();
    const file = new File(['zip'], 'World.zip', { type: 'application/zip' });
    fireEvent.change(screen.getByLabelText('World save (ZIP)'), { target: { files: [file] } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onStart).toHaveBeenCalledWith(file);
  });
});
