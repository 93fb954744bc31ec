import type { Campaign } from '@mall/shared';
import { Badge } from '../../../components/badge';

/** Finished is final (neutral); active green; inactive red (SPEC §4 tones). */
export function CampaignStatusBadge({ campaign }: { campaign: Pick<Campaign, 'active' | 'isFinished'> }) {
  if (campaign.isFinished) return <Badge tone="neutral">Finalizada</Badge>;
  return campaign.active ? <Badge tone="green">Ativa</Badge> : <Badge tone="red">Inativa</Badge>;
}
