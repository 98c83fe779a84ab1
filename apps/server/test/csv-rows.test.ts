import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCsv, importCsv, seedWorld, type World } from './admin-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';

/**
 * CSV import problems name the row as a spreadsheet shows it (the header is row 1, a quoted cell with line breaks
 * is one row however many lines it spans), and bad UTF-8 is found by decoding, not by looking for U+FFFD.
 */
let t: TestApp;
let admin: Session;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  world = await seedWorld(admin, '-rows');
});
afterAll(() => t.close());

const UTF8_NOT_VALID = 'is not valid UTF-8 text (save the file as UTF-8)';

/** A baubles CSV: its how_to_obtain cells may span lines. */
const BAUBLE_HEADER =
  'id,name,type,tier,tier_basis,tags,icon,description,how_to_obtain,upgrade_path,source_mod\r\n';
const bauble = (name: string, howToObtain = 'Loot', tier = 'A') =>
  `,${name},ring,${tier},,,,,${howToObtain},,\r\n`;

describe(`CSV row numbers (${testDialect})`, () => {
  it('counts a quoted multi-line cell as one row', async () => {
    const csv =
      BAUBLE_HEADER +
      bauble('Rows One', '"Kill the boss\r\nthen the other one\r\nthen a third"') + // row 2 (lines 2-4)
      bauble('Rows Two', '"a\nb"') + // row 3 (lines 5-6)
      bauble('Rows Bad', 'Loot', 'Z'); // row 4 (line 7)
    const response = await importCsv(admin, 'baubles', csv);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().problems).toEqual([
      { row: 4, column: 'tier', reason: expect.stringMatching(/^must be/) },
    ]);
  });

  it('counts blank lines as rows, as a spreadsheet does', async () => {
    const csv = `${BAUBLE_HEADER}${bauble('Rows Three', '"x\r\n\r\ny"')}\r\n\r\n${bauble('Rows Bad', 'Loot', 'Z')}`;
    const response = await importCsv(admin, 'baubles', csv);
    expect(response.json().problems).toEqual([
      { row: 5, column: 'tier', reason: expect.stringMatching(/^must be/) },
    ]);
  });

  it('names the row of a CSV syntax error after multi-line cells, without physical line numbers', async () => {
    const csv =
      BAUBLE_HEADER +
      bauble('Rows Four', '"one\r\ntwo\r\nthree"') + // row 2
      bauble('Rows Five', '"x\ny"') + // row 3
      ',Rows Six,ring,A,,,,,"Loot"x,,\r\n' + // row 4: text after a closing quote
      bauble('Rows Seven'); // row 5
    const response = await importCsv(admin, 'baubles', csv);
    expect(response.statusCode, response.body).toBe(400);
    const problems = response.json().problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ row: 4, column: null });
    expect(problems[0].reason).toMatch(/^cannot be read as CSV \(Invalid Closing Quote/);
    expect(problems[0].reason).not.toMatch(/line \d/);
  });

  it('names the row of an unclosed quote', async () => {
    const csv = `${BAUBLE_HEADER}${bauble('Rows Eight', '"a\r\nb"')}${bauble('Rows Nine', '"never closed\r\n')}`;
    const response = await importCsv(admin, 'baubles', csv);
    expect(response.json().problems).toEqual([
      { row: 3, column: null, reason: expect.stringMatching(/^cannot be read as CSV \(Quote Not Closed/) },
    ]);
  });
});

describe(`CSV encoding (${testDialect})`, () => {
  it('imports U+FFFD as the character it is and exports it back', async () => {
    const name = 'Repl \uFFFD Town';
    const response = await importCsv(admin, 'towns', `server_id,name\r\n${world.serverId},${name}`);
    expect(response.statusCode, response.body).toBe(200);
    const towns = await exportCsv(admin, 'towns');
    expect(towns.map((town) => town.name)).toContain(name);
  });

  it.each([
    ['a Latin-1 byte', [0xe9]],
    ['a lone continuation byte', [0x80]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['an overlong encoding', [0xc0, 0xaf]],
    ['an encoded surrogate (CESU-8)', [0xed, 0xa0, 0x80]],
    ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ])('refuses %s, naming its row after multi-line cells', async (_label, bytes) => {
    const head = Buffer.from(
      `${BAUBLE_HEADER}${bauble('Enc One', '"Two\r\nlines"')}${bauble('Enc Two', '"Three\nlines\nhere"')},Caf`,
    );
    const tail = Buffer.from(`,ring,A,,,,,,,\r\n${bauble('Enc Three')}`);
    const response = await importCsv(admin, 'baubles', Buffer.concat([head, Buffer.from(bytes), tail]));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().problems).toEqual([{ row: 4, column: null, reason: UTF8_NOT_VALID }]);
  });

  it('refuses bad UTF-8 in the header as row 1, and at the very end of the file', async () => {
    const header = await importCsv(admin, 'towns', Buffer.from([0x73, 0xff, 0x2c, 0x6e, 0x0d, 0x0a]));
    expect(header.json().problems).toEqual([{ row: 1, column: null, reason: UTF8_NOT_VALID }]);
    const end = await importCsv(
      admin,
      'towns',
      Buffer.concat([Buffer.from(`server_id,name\r\n${world.serverId},End`), Buffer.from([0xf0, 0x9f])]),
    );
    expect(end.json().problems).toEqual([{ row: 2, column: null, reason: UTF8_NOT_VALID }]);
  });

  it('finds bad bytes far into a file, past the first read chunk, on the right row', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => bauble(`Big ${i}`, '"first line\nsecond line"'));
    const csv = Buffer.concat([
      Buffer.from(`${BAUBLE_HEADER}${rows.join('')},Bad`),
      Buffer.from([0xfe]),
      Buffer.from(`,ring,A,,,,,,,\r\n${bauble('After Bad')}`),
    ]);
    expect(csv.length).toBeGreaterThan(64 * 1024);
    const response = await importCsv(admin, 'baubles', csv);
    expect(response.json().problems).toEqual([{ row: 3002, column: null, reason: UTF8_NOT_VALID }]);
  });

  it('reads multi-byte characters split across read chunks', async () => {
    // 3-byte characters from the first byte: some fall across every 64 KiB boundary.
    const names = Array.from({ length: 3000 }, (_, i) => `村の司書𠮷 ${i} ${'€'.repeat(10)}`);
    const csv = `server_id,name\r\n${names.map((name) => `${world.serverId},${name}`).join('\r\n')}`;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(128 * 1024);
    const response = await importCsv(admin, 'towns', csv);
    expect(response.statusCode, response.body).toBe(200);
    const stored = new Set((await exportCsv(admin, 'towns')).map((town) => town.name));
    expect(names.every((name) => stored.has(name))).toBe(true);
  });
});
