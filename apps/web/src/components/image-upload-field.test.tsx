import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkImageFile, IMAGE_TYPE_MESSAGE, ImageUploadField } from './image-upload-field';

const toastError = vi.fn();
const toastSuccess = vi.fn();
vi.mock('react-toastify', () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a) },
}));

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
  toastSuccess.mockReset();
});

describe('checkImageFile', () => {
  it('accepts PNG, JPEG and WEBP up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 10 })).toBeNull();
  });
  it('refuses other types and larger files with the SPEC messages', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe(IMAGE_TYPE_MESSAGE);
    expect(checkImageFile({ type: '', size: 10 })).toBe(IMAGE_TYPE_MESSAGE);
    expect(checkImageFile({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('O arquivo deve ter no máximo 5MB.');
  });
});

function pick(file: File) {
  const input = screen.getByLabelText('Imagem') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ImageUploadField', () => {
  it('refuses a PDF without sending it', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    render(<ImageUploadField label="Imagem" value={null} onChange={onChange} />);
    pick(new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(IMAGE_TYPE_MESSAGE);
    expect(toastError).toHaveBeenCalledWith(IMAGE_TYPE_MESSAGE, expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByAltText('Pré-visualização da imagem')).toBeNull();
  });

  it('uploads an image and hands the URL to the form', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ message: 'Upload feito com sucesso!', url: '/uploads/public/a.png' }), {
          status: 201,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    render(<ImageUploadField label="Imagem" value={null} onChange={onChange} />);
    pick(new File(['x'], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/public/a.png'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/shared/upload?purpose=image');
    expect(toastSuccess).toHaveBeenCalledWith('Upload feito com sucesso!');
  });

  it('clears the preview when the server refuses the content', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ statusCode: 415, error: 'Unsupported Media Type', message: IMAGE_TYPE_MESSAGE }),
            {
              status: 415,
            },
          ),
      ),
    );
    const onChange = vi.fn();
    render(<ImageUploadField label="Imagem" value={null} onChange={onChange} />);
    pick(new File(['MZ'], 'setup.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(IMAGE_TYPE_MESSAGE));
    expect(screen.queryByAltText('Pré-visualização da imagem')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
