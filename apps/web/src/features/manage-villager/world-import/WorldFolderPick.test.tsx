import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { WorldSaveError } from '@tradehall/world-save/browser';
import { describe, expect, it, vi } from 'vitest';
import { pickedFromInput } from './folder-files';
import type { FolderScanState } from './use-folder-scan';
import { WorldFolderPick } from './WorldFolderPick';

function show(state: FolderScanState, onStart = vi.fn()) {
  render(
    <MantineProvider>
      <WorldFolderPick state={state} onStart={onStart} onCancel={() => {}} />
    </MantineProvider>,
  );
  return onStart;
}

/** A file as a folder picker gives it: its path under the picked folder in webkitRelativePath. */
function pickedFile(path: string): File {
  const file = new File(['x'], path.split('/').at(-1)!);
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}

describe('WorldFolderPick', () => {
  it('offers Choose world folder: a folder input (webkitdirectory), labelled', () => {
    show({ phase: 'idle' });
    const input = screen.getByLabelText('World folder');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('webkitdirectory');
    expect(screen.getByRole('button', { name: 'Choose world folder' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hands the picked files on with their paths under the picked folder', () => {
    const onStart = show({ phase: 'idle' });
    const files = [pickedFile('My World/level.dat'), pickedFile('My World/region/r.0.0.mca')];
    fireEvent.change(screen.getByLabelText('World folder'), { target: { files } });
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStart.mock.calls[0]![0].map((p: { path: string }) => p.path)).toEqual([
      'My World/level.dat',
      'My World/region/r.0.0.mca',
    ]);
  });

  it('while reading: a bar of region files read of total, the file read last, Cancel', () => {
    show({ phase: 'reading', read: 3, total: 12, file: 'r.0.1.mca' });
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Reading region files in this browser: 3 of 12 (r.0.1.mca)',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose world folder' })).toBeDisabled();
  });

  it('says why a folder could not be scanned', () => {
    show({
      phase: 'failed',
      error: new WorldSaveError('no_level_dat', 'The world folder holds no level.dat.'),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The world could not be scanned: The world folder holds no level.dat.',
    );
  });
});

describe('pickedFromInput', () => {
  it('takes a file without a relative path by its name', () => {
    expect(pickedFromInput([new File(['x'], 'level.dat')]).map((p) => p.path)).toEqual(['level.dat']);
  });
});
