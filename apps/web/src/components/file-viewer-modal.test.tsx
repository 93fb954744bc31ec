import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileViewerModal } from './file-viewer-modal';

const file = vi.hoisted(() => ({ current: { type: 'application/pdf', objectUrl: 'blob:comprovante' } }));
vi.mock('../lib/private-file', () => ({
  usePrivateFile: () => ({ file: file.current, isPending: false, isError: false }),
}));

describe('FileViewerModal', () => {
  it('shows a PDF receipt as a labelled link to open it and a download, never an empty box', async () => {
    file.current = { type: 'application/pdf', objectUrl: 'blob:comprovante' };
    render(<FileViewerModal url="/api/shared/files/1" onClose={() => {}} title="Foto do comprovante" />);
    // The dialog's code arrives when it first opens.
    const open = await screen.findByRole('link', { name: 'Abrir comprovante (PDF)' });
    expect(open.getAttribute('href')).toBe('blob:comprovante');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Baixar' }).getAttribute('download')).toBe('comprovante.pdf');
    expect(document.querySelector('object')).toBeNull();
  });

  it('shows an image receipt as the image itself', async () => {
    file.current = { type: 'image/jpeg', objectUrl: 'blob:foto' };
    render(<FileViewerModal url="/api/shared/files/2" onClose={() => {}} title="Foto do comprovante" />);
    expect((await screen.findByRole('img', { name: 'Foto do comprovante' })).getAttribute('src')).toBe('blob:foto');
  });
});
