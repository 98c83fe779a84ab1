import { describe, expect, it } from 'vitest';
import { endsInOneConsonant, joinsCleanly, overlaps, readsWell, syllables } from './spelling';

describe('joinsCleanly', () => {
  it.each([
    ['Ash', 'ford', true, 'letters that differ'],
    ['', 'ford', false, 'nothing on the left'],
    ['Ash', '', false, 'nothing on the right'],
    ['Frost', 'ton', false, 'a doubled letter'],
    ['ASH', 'Hold', false, 'a doubled letter in either case'],
    ['Stone', 'en', false, 'two vowels'],
    ['Sea', 'ing', false, 'two vowels'],
    ['Dry', 'ing', false, 'a y after a letter is a vowel'],
    ['Dry', 'ford', true, 'a y before a consonant'],
    ['Sea', 'yard', true, 'a y starting a word is a consonant'],
    ['Ash', 'stead', false, 'an s after sh'],
    ['Birch', 'side', false, 'an s after ch'],
    ['Fox', 'sby', false, 'an s after x'],
    ['Fitz', 'sey', false, 'an s after z'],
    ['Elm', 'stead', true, 'an s after another consonant'],
    ['Oak', 'cote', false, 'a c after k'],
    ['Bec', 'kin', false, 'a k after c'],
    ['Oak', 'quay', false, 'a q after k'],
    ['Oak', 'ford', true, 'another consonant after k'],
    ['Tarr', 'ford', false, 'a doubled ending before a consonant'],
    ['Tarr', 'ow', true, 'a doubled ending before a vowel'],
    ['Tarr', 'yard', false, 'a doubled ending before a y that starts a word'],
    ['Hill', 'side', true, 'a doubled l'],
    ['Moss', 'ford', true, 'a doubled s'],
    ['Tree', 'ford', true, 'a doubled vowel'],
  ])('%s + %s is %s: %s', (left, right, expected) => {
    expect(joinsCleanly(left, right)).toBe(expected);
  });
});

describe('readsWell', () => {
  it.each([
    ['Ashford', true, 'a plain word'],
    ['Hilll', false, 'a triple letter'],
    ['AAAron', false, 'a triple letter in capitals'],
    ['Kinging', false, 'a stammer'],
    ['Icicle', false, 'a stammer'],
    ['Ash Ashby', true, 'a word part again after a space'],
    ['Ashstrand', true, 'four consonant sounds, sh counted once'],
    ['Hambstrand', false, 'five consonants'],
    ['Hamb Strand', true, 'consonants on either side of a space'],
    ['Hamb-strand', true, 'consonants on either side of a hyphen'],
    ['Hambéstrand', true, 'consonants on either side of a letter other than a to z'],
    ['Lynchburg', true, 'a y after a letter is a vowel'],
    ['Old Ytrsk', false, 'a y starting a word is a consonant'],
    ['Kaystrk', true, 'a y after an a'],
    ['Fizystrk', true, 'a y after a z'],
    ['Scunthorpe', false, 'a rude fragment'],
    ['Pen Isle', false, 'a rude fragment across words'],
    ['SCRAP', false, 'a rude fragment in capitals'],
  ])('%s is %s: %s', (name, expected) => {
    expect(readsWell(name)).toBe(expected);
  });
});

describe('syllables', () => {
  it.each([
    ['Ash', 1],
    ['Umber', 2],
    ['Dry', 1],
    ['Aerie', 2],
    ['OAK', 1],
    ['Hmm', 0],
  ])('%s has %i', (word, count) => {
    expect(syllables(word)).toBe(count);
  });
});

describe('endsInOneConsonant', () => {
  it.each([
    ['King', true],
    ['KING', true],
    ['Oak', true],
    ['Ash', true],
    ['Ox', true],
    ['Bach', true],
    ['Wolf', false],
    ['Hamb', false],
    ['Sea', false],
    ['Dry', false],
    ['Kay', false],
    ['K', false],
    ['Ng', false],
  ])('%s: %s', (word, expected) => {
    expect(endsInOneConsonant(word)).toBe(expected);
  });
});

describe('overlaps', () => {
  it.each([
    ['Ash', 'ashford', true],
    ['Ashford', 'ford', true],
    ['ASH', 'Ashby', true],
    ['Ashby', 'ASH', true],
    ['Ash', 'Moor', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected);
  });
});
