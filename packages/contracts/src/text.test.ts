import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpdateBaubleRequest } from './baubles';
import { optionalText, requiredText } from './common';
import { UpdateEnchantmentRequest } from './enchantments';
import { cleanText, passwordProblem, safeText, textProblem, withTextRules } from './text';

/** Text people type, in every script: kept exactly as given. */
const VALID: readonly [string, string][] = [
  ['plain ASCII', 'Emerald Block'],
  ['accents', 'Café crème brûlée, Ærøskøbing'],
  ['combining marks', 'e\u0301 a\u0308 Z\u0335\u0321\u0352a\u0336lgo'],
  ['CJK', '村の司書 마을 图书管理员'],
  ['non-BMP CJK', '𠮷野家 𩸽'],
  ['emoji', 'Diamond 💎 Sword ⚔️'],
  ['ZWJ emoji sequences', '👩‍👩‍👧‍👦 🏳️‍🌈 🧑🏽‍💻'],
  ['flags', '🇩🇪 🇯🇵 🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
  ['RTL letters', 'שלום עולם مرحبا بالعالم'],
  ['RTL and LTR marks (not overrides)', 'abc\u200Fdef\u200Eghi\u061C'],
  ['zero-width joiner and non-joiner', 'a\u200Db\u200Cc'],
  ['quotes, commas and semicolons', 'He said "hi", then; \'bye\' — «ok» „ja“'],
  ['spreadsheet formula starts', "=cmd|' /C calc'!A0"],
  ['U+FFFD itself', 'broken \uFFFD replacement'],
  ['non-breaking and ideographic spaces inside', 'a\u00A0b\u3000c'],
  ['noncharacters', 'x\uFFFEy\uFFFF'],
];

/** [label, text, reason for a one-line field, reason for a multi-line field (null: allowed)] */
const REFUSED: readonly [string, string, string, string | null][] = [
  [
    'NUL',
    'a\u0000b',
    'must not contain control characters (U+0000)',
    'must not contain control characters (U+0000)',
  ],
  [
    'BEL',
    'a\u0007b',
    'must not contain control characters (U+0007)',
    'must not contain control characters (U+0007)',
  ],
  [
    'escape',
    '\u001B[31mred',
    'must not contain control characters (U+001B)',
    'must not contain control characters (U+001B)',
  ],
  [
    'DEL',
    'a\u007Fb',
    'must not contain control characters (U+007F)',
    'must not contain control characters (U+007F)',
  ],
  [
    'C1 NEL',
    'a\u0085b',
    'must not contain control characters (U+0085)',
    'must not contain control characters (U+0085)',
  ],
  [
    'C1 CSI',
    'a\u009Bb',
    'must not contain control characters (U+009B)',
    'must not contain control characters (U+009B)',
  ],
  [
    'vertical tab',
    'a\u000Bb',
    'must not contain control characters (U+000B)',
    'must not contain control characters (U+000B)',
  ],
  [
    'form feed',
    'a\u000Cb',
    'must not contain control characters (U+000C)',
    'must not contain control characters (U+000C)',
  ],
  ['newline', 'line one\nline two', 'must not contain line breaks', null],
  ['CR LF', 'line one\r\nline two', 'must not contain line breaks', null],
  ['lone CR', 'line one\rline two', 'must not contain line breaks', null],
  ['tab', 'a\tb', 'must not contain tabs', null],
  ['lone high surrogate', 'a\uD83Db', 'must not contain lone surrogates', 'must not contain lone surrogates'],
  [
    'lone high surrogate at the end',
    'ab\uD83D',
    'must not contain lone surrogates',
    'must not contain lone surrogates',
  ],
  ['lone low surrogate', '\uDE00ab', 'must not contain lone surrogates', 'must not contain lone surrogates'],
  ['reversed pair', 'a\uDE00\uD83Db', 'must not contain lone surrogates', 'must not contain lone surrogates'],
  ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map(
    (code): [string, string, string, string] => {
      const hex = `U+${code.toString(16).toUpperCase()}`;
      const reason = `must not contain bidi override characters (${hex})`;
      return [`bidi ${hex}`, `invoice_${String.fromCharCode(code)}fdp.exe`, reason, reason];
    },
  ),
];

describe('textProblem', () => {
  it.each(VALID)('keeps %s', (_label, text) => {
    expect(textProblem(text)).toBeNull();
    expect(textProblem(text, { multiline: true })).toBeNull();
  });

  it.each(REFUSED)('refuses %s', (_label, text, oneLine, multiLine) => {
    expect(textProblem(text)).toBe(oneLine);
    expect(textProblem(text, { multiline: true })).toBe(multiLine);
  });

  it('names the first offending character', () => {
    expect(textProblem('a\u202Eb\u0000')).toBe('must not contain bidi override characters (U+202E)');
    expect(textProblem('a\u0001b\u202E')).toBe('must not contain control characters (U+0001)');
  });

  it('accepts the empty string', () => {
    expect(textProblem('')).toBeNull();
  });
});

describe('text schemas', () => {
  it.each(VALID)('requiredText and optionalText keep %s exactly', (_label, text) => {
    expect(requiredText(200).parse(text)).toBe(text);
    expect(optionalText(200).parse(text)).toBe(text);
    expect(safeText(200, { multiline: true }).parse(text)).toBe(text);
  });

  it.each(REFUSED)('requiredText refuses %s with a message for the field', (_label, text, oneLine) => {
    const result = z.object({ name: requiredText(100) }).safeParse({ name: text });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['name'], message: oneLine })]);
  });

  it.each(REFUSED)(
    'a multi-line field refuses %s unless it is a line break or tab',
    (_label, text, _o, multi) => {
      const result = optionalText(2000, { multiline: true }).safeParse(text);
      if (multi === null) expect(result).toEqual({ success: true, data: text });
      else expect(result.error!.issues[0]!.message).toBe(multi);
    },
  );

  it('trims, then checks: surrounding blanks are not refused', () => {
    expect(requiredText(100).parse('  Town\n')).toBe('Town');
    expect(optionalText(100).parse('\t')).toBe('');
  });

  it('keeps the other rules of the chain', () => {
    expect(requiredText(5).safeParse('').error!.issues[0]!.message).toBe('is required');
    expect(requiredText(5).safeParse('toolong').error!.issues[0]!.message).toBe(
      'must be at most 5 characters',
    );
    expect(
      requiredText(5)
        .regex(/^[a-z]+$/, 'lower case')
        .safeParse('AB').error!.issues[0]!.message,
    ).toBe('lower case');
  });

  it('withTextRules adds the rules to any string schema', () => {
    const schema = withTextRules(z.string().max(100));
    expect(schema.parse(' 💎 ')).toBe(' 💎 ');
    expect(schema.safeParse('a\u202Eb').error!.issues[0]!.message).toBe(
      'must not contain bidi override characters (U+202E)',
    );
  });
});

describe('request schemas use the rules', () => {
  const enchantment = {
    name: 'Sharpness',
    mcid: 'minecraft:sharpness',
    rarity: 'Common',
    maxlevel: 5,
    applicable: 'SWORD',
  };

  it('refuses a control character in a one-line field, naming it', () => {
    const result = UpdateEnchantmentRequest.safeParse({ ...enchantment, name: 'Sharp\u0000ness' });
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: 'must not contain control characters (U+0000)' }),
    ]);
  });

  it('allows line breaks in descriptions but not in names', () => {
    expect(UpdateEnchantmentRequest.safeParse({ ...enchantment, description: 'One\nTwo' }).success).toBe(
      true,
    );
    const result = UpdateEnchantmentRequest.safeParse({ ...enchantment, applicable: 'SWORD\nAXE' });
    expect(result.error!.issues[0]).toMatchObject({
      path: ['applicable'],
      message: 'must not contain line breaks',
    });
  });

  it('checks bauble tags and multi-line fields', () => {
    const bauble = { name: 'Ring', type: 'ring', tier: 'A' };
    expect(
      UpdateBaubleRequest.safeParse({ ...bauble, howToObtain: 'Kill\r\nthe boss', upgradePath: 'a;\nb' })
        .success,
    ).toBe(true);
    const result = UpdateBaubleRequest.safeParse({ ...bauble, tags: ['ok', 'b\u202Ead'] });
    expect(result.error!.issues[0]).toMatchObject({
      path: ['tags', 1],
      message: 'must not contain bidi override characters (U+202E)',
    });
    expect(UpdateBaubleRequest.safeParse({ ...bauble, tags: ['a; b'] }).error!.issues[0]).toMatchObject({
      path: ['tags', 0],
      message: "must not contain ';' (it separates tags)",
    });
  });
});

describe('passwordProblem', () => {
  it.each(['correct horse battery staple', 'tab\tand\nnewline', 'bidi\u202Eand\u0007bell', 'émoji 🔑 密码'])(
    'allows %j',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );

  it.each([
    ['a\u0000b', 'must not contain NUL characters'],
    ['a\uD800b', 'must not contain lone surrogates'],
  ])('refuses %j', (password, reason) => {
    expect(passwordProblem(password)).toBe(reason);
  });
});

describe('cleanText (names from a world save)', () => {
  it.each([
    ['kept as it is', 'Hall World 💎', 'Hall World 💎'],
    ['a bidi override', 'Evil\u202Egnp.exe', 'Evil\uFFFDgnp.exe'],
    ['NUL and BEL', 'A\u0000B\u0007C', 'A\uFFFDB\uFFFDC'],
    ['a line break', 'one\ntwo', 'one\uFFFDtwo'],
    ['a lone surrogate', 'x\uD800y', 'x\uFFFDy'],
    ['surrounding spaces', '  Hall  ', 'Hall'],
  ])('%s', (_name, text, expected) => {
    const cleaned = cleanText(text, 100);
    expect(cleaned).toBe(expected);
    expect(textProblem(cleaned)).toBeNull();
  });

  it('cuts to the limit, never between the halves of a pair', () => {
    expect(cleanText('abcdef', 3)).toBe('abc');
    expect(cleanText('ab💎', 3)).toBe('ab');
  });
});
