// The files of a world folder the player chose (<input webkitdirectory>) or dropped (DataTransferItem
// webkitGetAsEntry): only level.dat and the region folders are listed from a dropped folder; from the picker, the
// browser lists every file, and worldFilesOf keeps the same ones. Nothing else is read.
import { type PickedFile, REGION_FOLDERS } from '@tradehall/world-save/browser';

/** The files a folder picker gave, with their paths under the picked folder. */
export function pickedFromInput(files: FileList | readonly File[]): PickedFile[] {
  return Array.from(files, (file) => ({ path: file.webkitRelativePath || file.name, file }));
}

/** Whether this browser lets a folder be dropped (Chromium, Firefox, Safari all do). */
export const canDropFolders = (): boolean =>
  typeof DataTransferItem !== 'undefined' && 'webkitGetAsEntry' in DataTransferItem.prototype;

/**
 * The world files of a dropped folder: its level.dat and the files directly in region/, DIM-1/region and
 * DIM1/region; no other folder is opened. Null when what was dropped is not a folder.
 */
export async function pickedFromDrop(items: DataTransferItemList): Promise<PickedFile[] | null> {
  const entry = items.length > 0 ? items[0]!.webkitGetAsEntry() : null;
  if (!entry || !isDirectory(entry)) return null;
  const picked: PickedFile[] = [];
  const level = await child(entry, 'level.dat');
  if (level && isFile(level)) picked.push({ path: `${entry.name}/level.dat`, file: await fileOf(level) });
  for (const [, folder] of REGION_FOLDERS) {
    const region = await descend(entry, folder.split('/'));
    if (!region) continue;
    for (const file of await listFiles(region)) {
      picked.push({ path: `${entry.name}/${folder}/${file.name}`, file: await fileOf(file) });
    }
  }
  return picked;
}

const isDirectory = (entry: FileSystemEntry): entry is FileSystemDirectoryEntry => entry.isDirectory;
const isFile = (entry: FileSystemEntry): entry is FileSystemFileEntry => entry.isFile;

function child(dir: FileSystemDirectoryEntry, name: string): Promise<FileSystemEntry | null> {
  return new Promise((resolve) => dir.getFile(name, {}, resolve, () => resolve(null)));
}

async function descend(
  dir: FileSystemDirectoryEntry,
  names: string[],
): Promise<FileSystemDirectoryEntry | null> {
  let at: FileSystemDirectoryEntry = dir;
  for (const name of names) {
    const next: FileSystemEntry | null = await new Promise((resolve) =>
      at.getDirectory(name, {}, resolve, () => resolve(null)),
    );
    if (!next || !isDirectory(next)) return null;
    at = next;
  }
  return at;
}

/** The files directly in a folder (readEntries answers in batches until an empty one). */
async function listFiles(dir: FileSystemDirectoryEntry): Promise<FileSystemFileEntry[]> {
  const reader = dir.createReader();
  const files: FileSystemFileEntry[] = [];
  for (;;) {
    const batch: FileSystemEntry[] = await new Promise((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return files;
    for (const entry of batch) if (isFile(entry)) files.push(entry);
  }
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}
