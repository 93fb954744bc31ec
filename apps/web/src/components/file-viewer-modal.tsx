import { Download, ExternalLink, FileText } from 'lucide-react';
import { usePrivateFile } from '../lib/private-file';
import { buttonClass } from './button-styles';
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
    // A browser's built-in PDF viewer is not always there (or shows an empty box in a dialog):
    // a PDF receipt is a clear card that opens it in the browser's own tab or downloads it.
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-line bg-sand/40 px-6 py-10 text-center">
        <FileText aria-hidden="true" className="size-12 text-accent" />
        <p className="text-sm text-muted">Este comprovante é um arquivo PDF.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <a href={file.objectUrl} target="_blank" rel="noreferrer" className={buttonClass('primary', 'md')}>
            <ExternalLink aria-hidden="true" className="size-4" /> Abrir comprovante (PDF)
          </a>
          <a href={file.objectUrl} download="comprovante.pdf" className={buttonClass('ghost', 'md')}>
            <Download aria-hidden="true" className="size-4" /> Baixar
          </a>
        </div>
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

/**
 * The private file's reading, for the staff's review panel too: taken from here, it rides in this
 * modal's chunk, not in a chunk of its own whose name every customer page's preload list would carry.
 */
export { usePrivateFile } from '../lib/private-file';
