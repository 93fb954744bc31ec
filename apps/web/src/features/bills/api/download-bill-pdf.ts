import { billsEndpoints } from '@mall/shared';
import { downloadEndpoint, saveFile } from '../../../lib/api';

/** GET /bills/{id}/pdf: the bill's PDF under the server's file name, saved by the browser. */
export async function downloadBillPdf(id: string): Promise<void> {
  saveFile(await downloadEndpoint(billsEndpoints.getBillPdf, { params: { id } }));
}
