import { ExternalLink, FileText } from 'lucide-react';
import { usePrivateFile } from '../../../components/file-viewer-modal';
import { ErrorState, LoadingState } from '../../../components/states';

const linkClass =
  'tap-target inline-flex items-center gap-1.5 text-sm font-medium text-accent-strong underline-offset-4 hover:underline';

/**
 * A photo purchase's receipt beside its data. The file is private (fetched with the session's
 * token), so the picture and its full-size link are an object URL, never the API address.
 */
export function ReceiptPhoto({ url, alt }: { url: string; alt: string }) {
  const { file, isPending, isError } = usePrivateFile(url);
  if (isPending) return <LoadingState label="Carregando comprovante..." />;
  if (isError || !file) return <ErrorState>Não foi possível carregar o comprovante</ErrorState>;
  if (file.type === 'application/pdf')
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-line bg-sand/40 px-4 py-6 text-center">
        <FileText aria-hidden="true" className="size-10 text-accent" />
        <a href={file.objectUrl} target="_blank" rel="noreferrer" className={linkClass}>
          Abrir comprovante (PDF) <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    );
  return (
    <figure className="space-y-2">
      <img
        src={file.objectUrl}
        alt={alt}
        className="mx-auto max-h-[50vh] w-auto rounded-xl border border-line bg-sand/40 object-contain"
      />
      <figcaption>
        <a href={file.objectUrl} target="_blank" rel="noreferrer" className={linkClass}>
          Ver foto em tamanho real <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      </figcaption>
    </figure>
  );
}
