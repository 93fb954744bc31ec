import { RESCUE_TONES, type RescueStatus } from '@mall/shared';
import { Badge } from '../../../components/badge';

export function RescueStatusBadge({ status }: { status: RescueStatus }) {
  return <Badge tone={RESCUE_TONES[status]}>{status}</Badge>;
}
