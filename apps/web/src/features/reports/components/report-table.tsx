import type { Column } from '../../../components/admin-kit';
import { DataTable } from '../../../components/data-table';
import type { ListState } from '../../../lib/use-list-state';
import { EMPTY_REPORT_TEXT } from './report-body';

interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  limit: number;
}

/** A report's rows: the answer's page (its total, page and size), paged through the address. */
export function ReportTable<T>({
  table,
  paging,
  caption,
  columns,
  rowKey,
}: {
  table: Page<T>;
  /** The address's paging (`filters.list.paging`). */
  paging: Pick<ListState<Record<string, string>>['paging'], 'onPageChange' | 'onPageSizeChange'>;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={table.rows}
      rowKey={rowKey}
      total={table.total}
      page={table.page}
      pageSize={table.limit}
      onPageChange={paging.onPageChange}
      onPageSizeChange={paging.onPageSizeChange}
      emptyText={EMPTY_REPORT_TEXT}
    />
  );
}
