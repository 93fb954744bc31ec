import { ExternalLink } from 'lucide-react';
import { usePrivateFile } from '../lib/private-file';
import { Modal } from './modal';
import { ErrorState, LoadingState } from './states';

interface FileViewerModalProps {
  /** Private file URL (`/api/shared/files/{id}`); null closes the viewer. */
  url: string | null;
  onClose: () => void;
  title?: string;
}

/** Shows a private receipt (image or PDF) fetched with the session's token; never a public link. */
export function FileViewerModal({ url, onClose, title = 'Comprovante' }: FileViewerModalProps) {
  return (
    <Modal open={url !== null} onOpenChange={(open) => !open && onClose()} title={title} size="lg">
      {url && <FileViewerBody url={url} title={title} />}
    </Modal>
  );
}

function FileViewerBody({ url, title }: { url: string; title: string }) {
  const { file, isPending, isError } = usePrivateFile(url);
  if (isPending) return <LoadingState />;
  if (isError || !file) return <ErrorState>Não foi possível carregar os dados</ErrorState>;
  if (file.type === 'application/pdf') {
    return (
      <div className="space-y-3">
        <object data={file.objectUrl} type="application/pdf" className="h-[60vh] w-full rounded-xl border border-line">
          <p className="text-sm text-muted">Este navegador não exibe PDFs aqui.</p>
        </object>
        <a
          href={file.objectUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-strong underline-offset-4 hover:underline"
        >
          <ExternalLink aria-hidden="true" className="size-4" /> Abrir PDF em nova aba
        </a>
      </div>
    );
  }
  return (
    <img
      src={file.objectUrl}
      alt={title}
      className="mx-auto max-h-[65vh] w-auto rounded-xl border border-line object-contain"
    />
  );
}
