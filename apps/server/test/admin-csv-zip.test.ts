import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectDelimiter, neutralise, unneutralise } from '../src/modules/import-export/csv-format';
import { extractZip } from '../src/modules/import-export/zip-read';

describe('CSV cells', () => {
  it.each([
    ['id,name;x\r\n1,a', ','],
    ['id;name;town\r\n1;a,b;c', ';'],
    ['\uFEFFid;name\n', ';'],
    ['"a;b;c",d\n', ','],
    ['single\n', ','],
    // Only the header line counts (a line break ends it, \n or \r, unless quoted).
    ['a,b\n1;2;3;4', ','],
    ['a,b\r1;2;3;4', ','],
    ['"multi\nline",x;y;z\n', ';'],
  ])('detects the delimiter of %j as %s', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', "'", "'=x", "''", 'plain', '', 'a=b'])(
    'neutralises %j so that reading it back gives it unchanged',
    (value) => {
      const written = neutralise(value);
      if (/^[=+\-@\t']/.test(value)) expect(written).toBe(`'${value}`);
      else expect(written).toBe(value);
      expect(unneutralise(written)).toBe(value);
    },
  );
});

describe('CSV cells typed with an apostrophe', () => {
  it.each(["'abc", "'", "'1"])('reads %j back as typed (no formula character follows)', (value) => {
    expect(unneutralise(value)).toBe(value);
  });
});

describe('ZIP unpacking limits', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tradehall-zip-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const allowed = new Set(['manifest.json', 'towns.csv', 'trades.csv']);
  const write = async (name: string, files: Record<string, Uint8Array>) => {
    const path = join(dir, name);
    await writeFile(path, zipSync(files));
    return path;
  };

  it('unpacks allowed entries with their checksums', async () => {
    const path = await write('ok.zip', { 'towns.csv': new TextEncoder().encode('id,name\r\n') });
    const entries = await extractZip(path, dir, allowed, { maxEntries: 5, maxUncompressedBytes: 1000 });
    expect(entries.get('towns.csv')).toMatchObject({ bytes: 9 });
    expect(entries.get('towns.csv')!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stops a ZIP bomb at the uncompressed limit', async () => {
    const path = await write('bomb.zip', { 'trades.csv': new Uint8Array(5_000_000) });
    await expect(
      extractZip(path, dir, allowed, { maxEntries: 5, maxUncompressedBytes: 1_000_000 }),
    ).rejects.toThrow('The ZIP unpacks to more than 1 MB.');
  });

  it('refuses more entries than the limit', async () => {
    const bytes = new Uint8Array(1);
    const path = await write('many.zip', { 'towns.csv': bytes, 'trades.csv': bytes, 'manifest.json': bytes });
    await expect(
      extractZip(path, dir, allowed, { maxEntries: 2, maxUncompressedBytes: 1000 }),
    ).rejects.toThrow('The ZIP holds more than 2 files.');
  });

  it.each(['../towns.csv', '/towns.csv', 'a/../../towns.csv', 'TOWNS.CSV', 'towns.csv\u0000.txt'])(
    'refuses the entry %j',
    async (name) => {
      const path = await write('bad.zip', { [name]: new Uint8Array(1) });
      await expect(
        extractZip(path, dir, allowed, { maxEntries: 5, maxUncompressedBytes: 1000 }),
      ).rejects.toThrow(/is not part of a Tradehall backup|holds a folder/);
    },
  );
});
