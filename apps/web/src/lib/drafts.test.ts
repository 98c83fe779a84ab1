import { afterEach, describe, expect, it } from 'vitest';
import { dropAllDrafts, dropDraft, keepDraft, readDraft } from './drafts';

afterEach(() => sessionStorage.clear());

describe('drafts', () => {
  it('keeps a draft in session storage for its owner only', () => {
    keepDraft('edits', 'alice', { 7: { sell_amount: '99' } });
    expect(readDraft('edits', 'alice')).toEqual({ 7: { sell_amount: '99' } });
    expect(readDraft('edits', 'bob')).toBeUndefined();
    expect(readDraft('other', 'alice')).toBeUndefined();
  });

  it('drops one draft, or all of them (logout), leaving other session storage alone', () => {
    sessionStorage.setItem('unrelated', 'x');
    keepDraft('a', 'alice', 1);
    keepDraft('b', 'alice', 2);
    dropDraft('a');
    expect(readDraft('a', 'alice')).toBeUndefined();
    expect(readDraft('b', 'alice')).toBe(2);
    dropAllDrafts();
    expect(readDraft('b', 'alice')).toBeUndefined();
    expect(sessionStorage.getItem('unrelated')).toBe('x');
  });

  it('reads an unreadable draft as none', () => {
    sessionStorage.setItem('tradehall.draft.broken', '{not json');
    expect(readDraft('broken', 'alice')).toBeUndefined();
  });
});
