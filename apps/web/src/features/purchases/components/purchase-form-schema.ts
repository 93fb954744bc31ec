import { normalizeFiscalKey, parseFiscalKey, photoSaleBodySchema, todayIn } from '@mall/shared';
import { z } from 'zod';
import { centsToReaisValue, netCents } from '../../../lib/money';
import type { PhotoPurchaseBody } from '../api/create-purchase';

export const PURCHASE_MESSAGES = {
  date: 'Informe a data da compra',
  futureDate: 'A data da compra não pode ser futura',
  gross: 'Informe o valor bruto',
  grossPositive: 'O valor bruto deve ser maior que zero',
  discountTooBig: 'O desconto não pode ser maior que o valor bruto',
  netPositive: 'O valor líquido deve ser maior que zero',
  store: 'Selecione uma loja',
  receipt: 'Envie o comprovante da compra',
} as const;

const wire = photoSaleBodySchema.shape;

function wireIssue(ctx: z.RefinementCtx, path: string, schema: z.ZodType, cents: number) {
  const checked = schema.safeParse(centsToReaisValue(cents));
  if (!checked.success) ctx.addIssue({ code: 'custom', path: [path], message: checked.error.issues[0]?.message });
}

export const purchaseFormSchema = z
  .object({
    saleDate: z.string().min(1, PURCHASE_MESSAGES.date),
    grossCents: z.number().nullable(),
    discountCents: z.number().nullable(),
    storeId: z.string().min(1, PURCHASE_MESSAGES.store),
    fileUrl: z.string().nullable(),
    /** The receipt's access key as the mask shows it (groups of four); empty when the receipt has none. */
    fiscalKey: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.saleDate && v.saleDate > todayIn())
      ctx.addIssue({ code: 'custom', path: ['saleDate'], message: PURCHASE_MESSAGES.futureDate });
    if (v.grossCents === null) ctx.addIssue({ code: 'custom', path: ['grossCents'], message: PURCHASE_MESSAGES.gross });
    else if (v.grossCents <= 0)
      ctx.addIssue({ code: 'custom', path: ['grossCents'], message: PURCHASE_MESSAGES.grossPositive });
    else if (netCents(v.grossCents, v.discountCents) === null)
      ctx.addIssue({ code: 'custom', path: ['discountCents'], message: PURCHASE_MESSAGES.discountTooBig });
    // A purchase of R$ 0,00 is refused, as the server does.
    else if (netCents(v.grossCents, v.discountCents) === 0)
      ctx.addIssue({ code: 'custom', path: ['discountCents'], message: PURCHASE_MESSAGES.netPositive });
    else {
      // The upper limits are the wire schema's (reais, two decimals), with its messages.
      wireIssue(ctx, 'grossCents', wire.grossValue, v.grossCents);
      wireIssue(ctx, 'discountCents', wire.discountValue, v.discountCents ?? 0);
    }
    if (!v.fileUrl) ctx.addIssue({ code: 'custom', path: ['fileUrl'], message: PURCHASE_MESSAGES.receipt });
    // Optional, but a key that is no key or cannot exist is refused as the server would, in its words.
    const key = v.fiscalKey.trim() ? parseFiscalKey(v.fiscalKey) : null;
    if (key && !key.ok) ctx.addIssue({ code: 'custom', path: ['fiscalKey'], message: key.error });
  });

export type PurchaseFormValues = z.infer<typeof purchaseFormSchema>;

export const emptyPurchase: PurchaseFormValues = {
  saleDate: '',
  grossCents: null,
  // SPEC §5: the discount defaults to 0.
  discountCents: 0,
  storeId: '',
  fileUrl: null,
  fiscalKey: '',
};

/**
 * The photo variant of POST /sales: reais with two decimals, net = gross - discount, amount = net;
 * the access key as stored (no spaces, upper case), only when one was typed.
 */
export function toPurchaseBody(v: PurchaseFormValues): PhotoPurchaseBody {
  const fiscalKey = normalizeFiscalKey(v.fiscalKey);
  const gross = v.grossCents ?? 0;
  const discount = v.discountCents ?? 0;
  const net = netCents(gross, discount) ?? 0;
  return {
    type: 'photo',
    saleDate: v.saleDate,
    storeId: v.storeId,
    fileUrl: v.fileUrl ?? '',
    grossValue: centsToReaisValue(gross),
    discountValue: centsToReaisValue(discount),
    netValue: centsToReaisValue(net),
    amount: centsToReaisValue(net),
    ...(fiscalKey ? { fiscalKey } : {}),
  };
}

/** Server refusals about the access key (its shape, or a key another purchase holds) go under its field. */
export function isFiscalKeyMessage(message: string): boolean {
  return /chave de acesso/i.test(message);
}
