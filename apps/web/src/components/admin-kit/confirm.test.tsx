import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConfirm } from './confirm';

describe('useConfirm', () => {
  it('opens on the row asked about and closes with the dialog', () => {
    const { result } = renderHook(() => useConfirm<{ id: string }>());
    expect(result.current.dialog.open).toBe(false);
    act(() => result.current.ask({ id: 'a' }));
    expect(result.current.dialog.open).toBe(true);
    expect(result.current.target).toEqual({ id: 'a' });
    act(() => result.current.dialog.onOpenChange(false));
    expect(result.current.target).toBeNull();
  });
});
