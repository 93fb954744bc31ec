import { useQuery } from '@tanstack/react-query';
import { campaignPointsKey, getCampaignStanding } from '../../../lib/resources/clients/get-campaign-points';

/** What /registrar-pontos tells a customer who already redeemed in the running campaign. */
export function redeemedText(campaignName: string | null): string {
  const which = campaignName ? ` (${campaignName})` : '';
  return `Você já resgatou seu benefício nesta campanha${which}. Novas compras não somam pontos para ela: é um benefício por CPF por campanha, e o saldo fica zerado depois do resgate.`;
}

/**
 * Above the purchase form: a customer who already redeemed in the running campaign learns that new
 * purchases will not add to it (DECISIONS.md: one benefit per campaign, the balance zero after a
 * redemption), from the standing the header reads too (GET /clients/me/campaign-points).
 */
export function RedeemedNotice() {
  const standing = useQuery({
    queryKey: [...campaignPointsKey, 'standing'],
    queryFn: ({ signal }) => getCampaignStanding({ signal, toastErrors: false }),
  });
  if (!standing.data?.redeemed) return null;
  return (
    <p role="status" className="mb-6 max-w-prose rounded-2xl bg-gold-bg px-5 py-4 text-sm font-medium text-gold-fg">
      {redeemedText(standing.data.campaignName)}
    </p>
  );
}
