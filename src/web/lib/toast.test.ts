import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, toast, useToasts } from './toast';

afterEach(() => act(() => clearToasts()));

const shown = () => renderHook(() => useToasts());

describe('toasts', () => {
  it('shows a second toast of one kind in place of the first, not beside it', () => {
    const { result } = shown();
    act(() => {
      toast({ title: 'Value added', description: 'Ownership is one of your values.' });
      toast({ title: 'Value added', description: 'Candor is one of your values.' });
      toast({ title: 'Value added', description: 'Care is one of your values.' });
    });
    expect(result.current.map(({ title, description }) => [title, description])).toEqual([
      ['Value added', 'Care is one of your values.'],
    ]);
  });

  it('keeps toasts of different kinds, newest first, a key making one kind of different titles', () => {
    const { result } = shown();
    act(() => {
      toast({ title: 'Company updated' });
      toast({ title: 'Error', description: 'Value not found.', variant: 'destructive' });
      toast({ title: 'Role updated', key: 'role' });
      toast({ title: 'Role kept', key: 'role' });
    });
    expect(result.current.map(({ title }) => title)).toEqual(['Role kept', 'Error', 'Company updated']);
  });
});
