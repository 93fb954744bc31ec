import { RESCUE_TONES, saleStatusTone } from '@mall/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('paints SPEC §4 tones', () => {
    render(
      <>
        <Badge tone={saleStatusTone('pending')}>EM ANALISE</Badge>
        <Badge tone={saleStatusTone('approved')}>APROVADA</Badge>
        <Badge tone={RESCUE_TONES.EXPIRADO}>EXPIRADO</Badge>
      </>,
    );
    expect(screen.getByText('EM ANALISE').className).toContain('bg-gold-bg');
    expect(screen.getByText('APROVADA').className).toContain('bg-green-bg');
    expect(screen.getByText('EXPIRADO').className).toContain('bg-red-bg');
  });
});
