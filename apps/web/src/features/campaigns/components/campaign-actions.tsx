import type { Campaign } from '@mall/shared';
import { Eye, Flag, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IconButton, IconLink } from '../../../components/icon-action';
import { useChangeCampaignStatus } from '../api/change-campaign-status';
import { useDeleteCampaign } from '../api/delete-campaign';

type Pending = { kind: 'finish' | 'delete'; campaign: Campaign } | null;

interface CampaignActionsProps {
  campaign: Campaign;
  /** 'row' = icon buttons in the table; 'page' = labelled buttons on the detail screen. */
  variant?: 'row' | 'page';
  /** Where to go after deleting (the detail page leaves; the list stays). */
  afterDelete?: string;
}

/**
 * View, edit, activate/inactivate, finish and delete, each destructive one behind a
 * confirmation. A finished campaign offers only a disabled "Finalizada" (SPEC §2).
 */
export function CampaignActions({ campaign, variant = 'row', afterDelete }: CampaignActionsProps) {
  const [pending, setPending] = useState<Pending>(null);
  const status = useChangeCampaignStatus();
  const remove = useDeleteCampaign();
  const navigate = useNavigate();
  const busy = status.isPending || remove.isPending;
  const toggleAction = campaign.active ? 'inactivate' : 'activate';
  const toggleLabel = campaign.active ? `Inativar campanha ${campaign.name}` : `Ativar campanha ${campaign.name}`;

  const confirm = () => {
    if (!pending) return;
    const { kind, campaign: c } = pending;
    if (kind === 'finish') status.mutate({ id: c.id, action: 'finish' }, { onSettled: () => setPending(null) });
    else
      remove.mutate(c.id, {
        onSuccess: () => {
          if (afterDelete) navigate(afterDelete);
        },
        onSettled: () => setPending(null),
      });
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={pending?.kind === 'finish'}
        onOpenChange={(o) => !o && setPending(null)}
        title="Finalizar campanha"
        confirmLabel="Finalizar"
        destructive
        pending={busy}
        onConfirm={confirm}
      >
        Finalizar a campanha <strong className="text-ink">{campaign.name}</strong> é irreversível: ela não poderá mais
        ser editada, ativada ou excluída.
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(o) => !o && setPending(null)}
        title="Excluir campanha"
        confirmLabel="Excluir"
        destructive
        pending={busy}
        onConfirm={confirm}
      >
        Tem certeza que deseja excluir a campanha <strong className="text-ink">{campaign.name}</strong>? Esta ação não
        pode ser desfeita.
      </ConfirmDialog>
    </>
  );

  if (variant === 'page') {
    if (campaign.isFinished)
      return (
        <Button variant="secondary" disabled>
          Finalizada
        </Button>
      );
    return (
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => status.mutate({ id: campaign.id, action: toggleAction })}
        >
          {campaign.active ? 'Inativar' : 'Ativar'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setPending({ kind: 'finish', campaign })}>
          Finalizar
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => setPending({ kind: 'delete', campaign })}>
          Excluir
        </Button>
        {dialogs}
      </div>
    );
  }

  return (
    <div className="flex items-center justify-end gap-0.5">
      <IconLink icon={Eye} label={`Ver campanha ${campaign.name}`} to={`/admin/campanhas/${campaign.id}`} />
      {campaign.isFinished ? (
        <Button size="sm" variant="secondary" disabled className="ml-1">
          Finalizada
        </Button>
      ) : (
        <>
          <IconLink
            icon={Pencil}
            label={`Editar campanha ${campaign.name}`}
            to={`/admin/campanhas/editar/${campaign.id}`}
          />
          <IconButton
            icon={campaign.active ? PowerOff : Power}
            label={toggleLabel}
            disabled={busy}
            onClick={() => status.mutate({ id: campaign.id, action: toggleAction })}
          />
          <IconButton
            icon={Flag}
            label={`Finalizar campanha ${campaign.name}`}
            disabled={busy}
            onClick={() => setPending({ kind: 'finish', campaign })}
          />
          <IconButton
            icon={Trash2}
            label={`Excluir campanha ${campaign.name}`}
            danger
            disabled={busy}
            onClick={() => setPending({ kind: 'delete', campaign })}
          />
        </>
      )}
      {dialogs}
    </div>
  );
}
