import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, holdToasts, toast } from '@/lib/toast';
import { Toaster } from './toaster';

/** Whether the toast is on the screen: once closed, it leaves at once (no animation plays here). */
const shown = () => screen.queryByText('Company updated') !== null;

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('the toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearToasts();
  });
  afterEach(() => {
    holdToasts(false);
    vi.useRealTimers();
  });

  it('closes a toast after five seconds', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Company updated' }));
    expect(screen.getByText('Company updated')).toBeInTheDocument();
    advance(4900);
    expect(shown()).toBe(true);
    advance(200);
    expect(shown()).toBe(false);
  });

  it('holds a toast while it cannot be seen, and gives it its five seconds again once released', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Company updated' }));
    advance(3000);
    act(() => holdToasts(true));
    advance(60_000);
    expect(shown()).toBe(true);

    act(() => holdToasts(false));
    advance(4900);
    expect(shown()).toBe(true);
    advance(200);
    expect(shown()).toBe(false);
  });
});
