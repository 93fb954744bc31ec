import type { ReportFormat } from '@mall/shared';
import { once } from '@mall/shared';
import { useEffect, useRef, useState } from 'react';
import { isApiError, saveFile } from '../lib/api';
import { type StreamProgress, streamDownload } from '../lib/api/stream-download';
import { Button } from './button';

/** A download endpoint taking `format=csv|xlsx`: a report's, or a list's export. */
interface ExportEndpoint {
  path: string;
  operationId: string;
}

export interface ExportButtonsProps {
  endpoint: ExportEndpoint;
  /** The report's or list's current filters and sort (page, limit, cursor and format are ignored). */
  query: object;
  disabled?: boolean;
  /** The progress bar's accessible name. */
  label?: string;
}

const integer = once(() => new Intl.NumberFormat('pt-BR'));
const megabytes = once(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const MB = 1024 * 1024;

interface Running {
  format: ReportFormat;
  progress: StreamProgress;
}

/** The rows of a CSV received so far: its line feeds less the header's, never past the total. */
export function rowsReceived({ lines, total }: StreamProgress): number {
  const rows = Math.max(0, lines - 1);
  return total === null ? rows : Math.min(rows, total);
}

function progressText({ format, progress }: Running): string {
  if (format === 'xlsx') return `${megabytes().format(progress.bytes / MB)} MB recebidos`;
  const rows = integer().format(rowsReceived(progress));
  return progress.total === null ? `${rows} linhas` : `${rows} de ${integer().format(progress.total)} linhas`;
}

/**
 * "Exportar CSV" and "Exportar XLSX" of a report's or an admin list's current filters and sort. The file streams in: a CSV
 * shows the rows received out of the server's count, an XLSX (a zip, whose rows cannot be
 * counted on the way) the megabytes received; "Cancelar" stops it. The finished file is saved
 * under the server's name.
 */
export function ExportButtons({ endpoint, query, disabled, label = 'Exportando relatório' }: ExportButtonsProps) {
  const [running, setRunning] = useState<Running | null>(null);
  const [status, setStatus] = useState('');
  const controller = useRef<AbortController | null>(null);

  // Leaving the page cancels an export under way.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (format: ReportFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    setStatus('');
    setRunning({ format, progress: { bytes: 0, lines: 0, total: null } });
    const {
      page: _page,
      limit: _limit,
      format: _format,
      cursor: _cursor,
      ...filters
    } = query as Record<string, unknown>;
    try {
      const file = await streamDownload(endpoint.path, {
        query: { ...(filters as Record<string, string | number | boolean | undefined>), format },
        signal: abort.signal,
        fallbackName: `${endpoint.operationId}.${format}`,
        onProgress: (progress) => {
          if (!abort.signal.aborted) setRunning({ format, progress });
        },
      });
      saveFile(file);
      setStatus('Exportação concluída');
    } catch (error) {
      // The server's message (or the network's) was shown as a toast.
      if (isApiError(error) && error.kind === 'cancelled') setStatus('Exportação cancelada');
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setRunning(null);
      }
    }
  };

  const rows = running && running.format === 'csv' && running.progress.total !== null ? running.progress : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" disabled={disabled || running !== null} onClick={() => start('csv')}>
          Exportar CSV
        </Button>
        <Button variant="secondary" size="sm" disabled={disabled || running !== null} onClick={() => start('xlsx')}>
          Exportar XLSX
        </Button>
        {running && (
          <Button variant="ghost" size="sm" onClick={() => controller.current?.abort()}>
            Cancelar
          </Button>
        )}
      </div>
      {running && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink/80">
          <progress
            className="h-2 w-48 accent-accent"
            aria-label={label}
            aria-valuetext={progressText(running)}
            {...(rows ? { value: rowsReceived(rows), max: Math.max(1, rows.total ?? 1) } : {})}
          />
          <span>{progressText(running)}</span>
        </div>
      )}
      <p className="sr-only" aria-live="polite" role="status">
        {status}
      </p>
    </div>
  );
}
