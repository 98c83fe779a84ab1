import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABANDONED_TEMP_AGE_MS,
  makeTempFolder,
  removeStaleTempFolders,
} from '../src/modules/import-export/upload';
import { createTestApp } from './helpers';

/**
 * An upload (or export) keeps its bytes in a temporary folder `tradehall-import-<pid>-XXXXXX` that the request
 * removes when it ends; a server killed mid-upload left it behind forever. Each start removes the ones no running
 * process can still use: their process is gone, or it is this very process and the folder is older than it (a
 * restarted container often gets the same pid). Folders of running processes (another copy of the server, another
 * test app) are kept unless untouched for a day (the pid may have been reused); a folder without a pid (older
 * versions) once untouched for an hour.
 */

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start a child process');
  await new Promise((done) => child.once('exit', done));
  return pid;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

async function folder(parent: string, name: string, mtime?: Date): Promise<string> {
  const path = join(parent, name);
  await mkdir(path);
  await writeFile(join(path, 'upload.zip'), 'partial upload');
  if (mtime) await utimes(path, mtime, mtime);
  return path;
}

let parent: string;
let sleeper: ReturnType<typeof spawn>;
beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'tradehall-sweep-test-'));
  sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
});
afterAll(async () => {
  sleeper.kill();
  await rm(parent, { recursive: true, force: true });
});

describe('temporary upload folders', () => {
  it('are named with the pid of the process that uses them', async () => {
    const dir = await makeTempFolder('import', parent);
    expect(basename(dir)).toMatch(new RegExp(`^tradehall-import-${process.pid}-[A-Za-z0-9]{6}$`));
    await rm(dir, { recursive: true });
  });

  it('that no running process can use are removed; the others are kept', async () => {
    const dead = await deadPid();
    const living = sleeper.pid!;
    const beforeThisProcess = new Date(Date.now() - process.uptime() * 1000 - 60_000);
    const removed = [
      await folder(parent, `tradehall-import-${dead}-abc123`),
      await folder(parent, `tradehall-export-${dead}-Zz9Yy8`),
      await folder(parent, `tradehall-import-${process.pid}-old000`, beforeThisProcess),
      await folder(parent, `tradehall-import-${living}-stale0`, hoursAgo(25)),
      await folder(parent, 'tradehall-import-legacy', hoursAgo(2)),
      await folder(parent, 'tradehall-export-lEgAcY', hoursAgo(2)),
    ];
    const kept = [
      await folder(parent, `tradehall-import-${living}-inuse0`),
      await folder(parent, `tradehall-import-${living}-slow00`, hoursAgo(5)),
      await folder(parent, `tradehall-import-${process.pid}-mine00`),
      await folder(parent, 'tradehall-import-recent'),
      await folder(parent, 'tradehall-e2e-abc123', hoursAgo(48)),
      await folder(parent, 'something-else', hoursAgo(48)),
    ];
    await writeFile(join(parent, `tradehall-import-${dead}-file00`), 'not a folder');
    await folder(parent, 'elsewhere', hoursAgo(48));

    const result = await removeStaleTempFolders(parent);

    expect(result.sort()).toEqual(removed.map((path) => basename(path)).sort());
    for (const path of removed) expect(existsSync(path), path).toBe(false);
    for (const path of kept) expect(existsSync(path), path).toBe(true);
    expect(existsSync(join(parent, `tradehall-import-${dead}-file00`))).toBe(true);
    expect(ABANDONED_TEMP_AGE_MS).toBe(60 * 60 * 1000);
  });

  it('leave a symbolic link alone and do not follow it', async () => {
    const dead = await deadPid();
    const target = await folder(parent, 'link-target', hoursAgo(48));
    const link = join(parent, `tradehall-import-${dead}-link00`);
    await symlink(target, link);
    expect(await removeStaleTempFolders(parent)).not.toContain(basename(link));
    expect(await readdir(target)).toEqual(['upload.zip']);
    expect(await readdir(link)).toEqual(['upload.zip']);
  });

  it('are swept when the app starts', async () => {
    const dead = await deadPid();
    const leftover = await folder(tmpdir(), `tradehall-import-${dead}-swept0`);
    const mine = await makeTempFolder('import');
    const app = await createTestApp();
    try {
      expect(existsSync(leftover)).toBe(false);
      expect(existsSync(mine)).toBe(true);
    } finally {
      await app.close();
      await rm(leftover, { recursive: true, force: true });
      await rm(mine, { recursive: true, force: true });
    }
  });
});
