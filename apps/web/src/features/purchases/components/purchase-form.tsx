import { zodResolver } from '@hookform/resolvers/zod';
import { type FiscalKey, parseFiscalKey, type ReceiptReading, todayIn } from '@mall/shared';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/button';
import { Combobox } from '../../../components/combobox';
import { CurrencyInput } from '../../../components/currency-input';
import { Field, inputClass } from '../../../components/field';
import { ServerErrors } from '../../../components/server-errors';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { netCents } from '../../../lib/money';
import { useActiveCampaign } from '../../campaigns/api/get-active-campaign';
import { useCreatePurchase } from '../api/create-purchase';
import { useStoreOptions } from '../api/get-store-options';
import { FiscalKeyField } from './fiscal-key-field';
import { autofillFromKey, FISCAL_KEY_TEXTS, keyChars, maskFiscalKey } from './fiscal-key-reading';
import {
  emptyPurchase,
  isFiscalKeyMessage,
  type PurchaseFormValues,
  purchaseFormSchema,
  toPurchaseBody,
} from './purchase-form-schema';
import { ReceiptUploadField } from './receipt-upload-field';

/** The photo purchase of SPEC §2 /registrar-pontos. */
export function PurchaseForm({ onDone }: { onDone: () => void }) {
  const stores = useStoreOptions();
  const campaign = useActiveCampaign();
  const create = useCreatePurchase();
  const [uploading, setUploading] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  /** The key the server read off the receipt photo, and what taking it filled in. */
  const [photo, setPhoto] = useState<{ key: string; notes: string[]; waitsForStores?: boolean } | null>(null);
  /** The date the access key filled in, until the customer changes it: "Confira o dia da compra". */
  const [keyDate, setKeyDate] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<PurchaseFormValues>({ resolver: zodResolver(purchaseFormSchema), defaultValues: emptyPurchase });
  const [gross, discount, fileUrl, saleDate] = useWatch({
    control,
    name: ['grossCents', 'discountCents', 'fileUrl', 'saleDate'],
  });
  const net = netCents(gross, discount);
  const today = todayIn();
  const period = campaign.data;
  const periodHint = period
    ? `Período da campanha: ${formatDate(period.startDate)} a ${formatDate(period.endDate)}`
    : undefined;
  const dateHint =
    keyDate !== null && saleDate === keyDate
      ? `${FISCAL_KEY_TEXTS.checkDay}: preenchido pelo mês da nota.${periodHint ? ` ${periodHint}` : ''}`
      : periodHint;

  /** A key was read: choose its store and date it in its month; the customer confirms both. */
  const fillFromKey = (key: FiscalKey): string[] => {
    const fill = autofillFromKey({
      key,
      stores: stores.data,
      storeId: getValues('storeId'),
      saleDate: getValues('saleDate'),
      campaign: period,
      today,
    });
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    if (fill.storeId !== undefined) setValue('storeId', fill.storeId, options);
    if (fill.saleDate !== undefined) {
      setValue('saleDate', fill.saleDate, options);
      setKeyDate(fill.saleDate);
    }
    return fill.notes;
  };

  /**
   * The server read the photo's QR code or barcode: its key goes in the key field when that is
   * empty, and fills in the store and the date as a typed key would. A different typed key stays
   * (the staff see both), with a word about it.
   */
  const onPhotoRead = (reading: ReceiptReading) => {
    if (reading.status !== 'found' || !reading.fiscalKey) return;
    const typed = keyChars(getValues('fiscalKey'));
    if (typed === reading.fiscalKey) return;
    if (typed) {
      setPhoto({ key: typed, notes: [FISCAL_KEY_TEXTS.photoDiffers] });
      return;
    }
    setValue('fiscalKey', maskFiscalKey(reading.fiscalKey), { shouldDirty: true, shouldValidate: isSubmitted });
    const parsed = parseFiscalKey(reading.fiscalKey);
    setPhoto({
      key: reading.fiscalKey,
      notes: [FISCAL_KEY_TEXTS.readFromPhoto, ...(parsed.ok ? fillFromKey(parsed.key) : [])],
    });
  };
  // A photo read before the stores arrived: its store is chosen once they do.
  const storesLoaded = stores.data !== undefined;
  useEffect(() => {
    if (!storesLoaded || !photo?.waitsForStores) return;
    const parsed = parseFiscalKey(photo.key);
    setPhoto({
      key: photo.key,
      notes: [FISCAL_KEY_TEXTS.readFromPhoto, ...(parsed.ok ? fillFromKey(parsed.key) : [])],
    });
  }, [storesLoaded, photo, fillFromKey]);
  const fiscalKeyChars = keyChars(useWatch({ control, name: 'fiscalKey' }));
  const photoNotes = photo && photo.key === fiscalKeyChars ? photo.notes : [];

  const onValid = async (values: PurchaseFormValues) => {
    setServerErrors([]);
    try {
      await create.mutateAsync(toPurchaseBody(values));
      reset(emptyPurchase);
      setKeyDate(null);
      setPhoto(null);
      onDone();
    } catch (error) {
      // The API client already toasted each message; the form keeps them in view too, those about
      // the access key (a key already used: 409) under its field.
      const messages = isApiError(error) ? error.messages : ['Não foi possível registrar a compra'];
      const keyMessage = messages.find(isFiscalKeyMessage);
      if (keyMessage) setError('fiscalKey', { type: 'server', message: keyMessage }, { shouldFocus: true });
      setServerErrors(messages.filter((m) => !isFiscalKeyMessage(m)));
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-6">
      <ServerErrors messages={serverErrors} />
      <div className="grid gap-5 sm:grid-cols-2">
        {/* First: what the key says fills in the store and the date below it. */}
        <FiscalKeyField
          control={control}
          error={errors.fiscalKey?.message}
          stores={stores.data}
          onRead={fillFromKey}
          photoNotes={photoNotes}
        />
        <Field label="Data da compra" required error={errors.saleDate?.message} hint={dateHint}>
          <input
            type="date"
            className={inputClass}
            max={period && period.endDate < today ? period.endDate : today}
            min={period?.startDate}
            {...register('saleDate')}
          />
        </Field>
        <Field label="Loja" required error={errors.storeId?.message}>
          {(aria) => (
            <Controller
              control={control}
              name="storeId"
              render={({ field }) => (
                // Every participating store (read whole), filtered here as the customer types.
                <Combobox
                  {...aria}
                  value={field.value}
                  onChange={field.onChange}
                  options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.tradeName }))}
                  loading={stores.isPending}
                  placeholder="Selecione uma loja"
                  emptyText="Nenhuma loja encontrada"
                  listLabel="Lojas"
                />
              )}
            />
          )}
        </Field>
        <Field label="Valor bruto" required error={errors.grossCents?.message}>
          {(control_) => (
            <Controller
              control={control}
              name="grossCents"
              render={({ field }) => (
                <CurrencyInput
                  {...control_}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </Field>
        <Field label="Desconto" error={errors.discountCents?.message} hint="Deixe 0,00 se não houve desconto.">
          {(control_) => (
            <Controller
              control={control}
              name="discountCents"
              render={({ field }) => (
                <CurrencyInput
                  {...control_}
                  name={field.name}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? 0)}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </Field>
        <Field label="Valor líquido" hint="Calculado: valor bruto menos desconto." className="sm:col-span-2">
          {(control_) => <CurrencyInput {...control_} value={net} readOnly tabIndex={-1} aria-live="polite" />}
        </Field>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="fileUrl"
            render={({ field }) => (
              <ReceiptUploadField
                value={field.value}
                onChange={field.onChange}
                onRead={onPhotoRead}
                onUploadingChange={setUploading}
                error={errors.fileUrl?.message}
              />
            )}
          />
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted" id="purchase-submit-hint">
          {fileUrl ? 'Tudo pronto: confira os dados e registre.' : 'Envie o comprovante para liberar o registro.'}
        </p>
        <Button type="submit" disabled={!fileUrl || uploading || isSubmitting} aria-describedby="purchase-submit-hint">
          {isSubmitting ? 'Registrando...' : 'Registrar compra'}
        </Button>
      </div>
    </form>
  );
}
