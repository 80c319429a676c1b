import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth';

describe('useAuth', () => {
  it('throws outside its provider', () => {
    // React reports the error it rethrows; this test expects exactly that.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within AuthProvider');
    report.mockRestore();
  });
});
