import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDownloadLink } from './use-download-link';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useDownloadLink', () => {
  it('keeps the link until the next export replaces it, and revokes it when the screen closes', () => {
    vi.useFakeTimers();
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:file-${++made}`);
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { result, unmount } = renderHook(() => useDownloadLink());

    act(() => result.current.show(new Blob(['a']), 'towns.csv'));
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(result.current.link).toEqual({ url: 'blob:file-1', filename: 'towns.csv' });
    expect(revoked).not.toHaveBeenCalled();

    act(() => result.current.show(new Blob(['b']), 'trades.csv'));
    expect(result.current.link).toEqual({ url: 'blob:file-2', filename: 'trades.csv' });
    expect(revoked).toHaveBeenCalledWith('blob:file-1');

    unmount();
    expect(revoked).toHaveBeenLastCalledWith('blob:file-2');
  });
});
