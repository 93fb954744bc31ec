/**
 * The back-office kit: what an admin list, detail or form page is made of. A list page is
 * `useAdminList` + `ListSearch` + `ListTable`; a record's page `DetailPage` (or `QueryState`
 * inside a titled page); a form `useAdminForm` + `FormAlerts` + `FormActions`; row actions,
 * confirmations and toggles are the pieces re-exported here. See docs/admin-screen.md.
 */
export { ConfirmDialog } from '../confirm-dialog';
export { type Column, DIMMED_ROW } from '../data-table';
export { ExportButtons } from '../export-buttons';
export { Field, inputClass } from '../field';
export { IconButton, IconLink } from '../icon-action';
export { Modal } from '../modal';
export { DetailList, PageContainer, PageHeader, Panel } from '../page-container';
export { PageTitle } from '../page-title';
export { Switch } from '../switch';
export { useConfirm } from './confirm';
export { DetailPage, QueryState } from './detail';
export { type AdminForm, FormActions, FormAlerts, useAdminForm } from './form';
export { type AdminList, CursorListTable, type CursorPage, ListSearch, ListTable, useAdminList } from './list';
export { actionsColumn, RecordLink, RowActions } from './row';
