import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, toast, useToasts } from './toast-store';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => toast.dismiss());

  it('keeps a success for 2 s and an error for 4 s', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast.success('Cart updated successfully');
      toast.error('Failed to update cart');
    });
    expect(result.current.map((item) => item.message)).toEqual(['Cart updated successfully', 'Failed to update cart']);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.map((item) => item.message)).toEqual(['Failed to update cart']);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toEqual([]);
  });

  it('keeps a loading toast until it is dismissed or replaced', () => {
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast.loading('Saving...');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toHaveLength(1);
    act(() => {
      toast.success('Saved', { id });
    });
    expect(result.current).toEqual([{ id, kind: 'success', message: 'Saved' }]);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toEqual([]);
  });

  it('keeps at most 20, dropping the oldest', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      for (let index = 0; index < 25; index += 1) toast.loading(`Toast ${index}`);
    });
    expect(result.current).toHaveLength(MAX_TOASTS);
    expect(result.current[0]?.message).toBe('Toast 5');
  });

  it('shows the same message once, restarting its timer', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast.error('Failed to load products. Please try again.');
    });
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      toast.error('Failed to load products. Please try again.');
    });
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toHaveLength(0);
  });
});
