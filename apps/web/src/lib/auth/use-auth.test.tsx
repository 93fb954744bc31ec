import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

function Probe() {
  const { session } = useAuth();
  return <p>{session ? session.name : 'visitante'}</p>;
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('reads the stored session (keys token and user)', () => {
    const claims = btoa(JSON.stringify({ role: 'CLIENTE', exp: Math.floor(Date.now() / 1000) + 3600 }));
    localStorage.setItem('token', `h.${claims}.s`);
    localStorage.setItem('user', JSON.stringify({ id: '1', name: 'Clara Cliente', role: 'CLIENTE', storeId: null }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Clara Cliente')).toBeTruthy();
  });
});
