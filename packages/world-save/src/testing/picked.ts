// A world folder as a browser's folder picker gives it (each file with its path under the picked folder, as
// `webkitRelativePath`), read lazily from disk: for running the browser's scan under Node.
import { openAsBlob } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import type { PickedFile } from '../browser/world-files';

export async function pickFolder(dir: string): Promise<PickedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const picked: PickedFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    const path = [basename(dir), ...relative(dir, full).split(sep)].join('/');
    picked.push({ path, file: await openAsBlob(full) });
  }
  return picked;
}
