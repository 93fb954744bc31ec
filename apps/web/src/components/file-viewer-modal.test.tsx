import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileViewerModal } from './file-viewer-modal';

const file = vi.hoisted(() => ({ current: { type: 'application/pdf', objectUrl: 'blob:comprovante' } }));
vi.mock('../lib/private-file', () => ({
  usePrivateFile: () => ({ file: file.current, isPending: false, isError: false }),
}));

describe('FileViewerModal', () => {
  it('shows a PDF receipt as a labelled link to open it and a download, never an empty box', () => {
    file.current = { type: 'application/pdf', objectUrl: 'blob:comprovante' };
    render(<FileViewerModal url="/api/shared/files/1" onClose={() => {}} title="Foto do comprovante" />);
    const open = screen.getByRole('link', { name: 'Abrir comprovante (PDF)' });
    expect(open.getAttribute('href')).toBe('blob:comprovante');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Baixar' }).getAttribute('download')).toBe('comprovante.pdf');
    expect(document.querySelector('object')).toBeNull();
  });

  it('shows an image receipt as the image itself', () => {
    file.current = { type: 'image/jpeg', objectUrl: 'blob:foto' };
    render(<FileViewerModal url="/api/shared/files/2" onClose={() => {}} title="Foto do comprovante" />);
    expect(screen.getByRole('img', { name: 'Foto do comprovante' }).getAttribute('src')).toBe('blob:foto');
  });
});
