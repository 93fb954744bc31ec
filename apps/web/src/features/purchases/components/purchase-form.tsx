import { zodResolver } from '@hookform/resolvers/zod';
import type { FiscalKey } from '@mall/shared';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/button';
import { Combobox } from '../../../components/combobox';
import { CurrencyInput } from '../../../components/currency-input';
import { Field, inputClass } from '../../../components/field';
import { FiscalKeyField } from '../../../components/fiscal-key-field';
import { ServerErrors } from '../../../components/server-errors';
import { isApiError } from '../../../lib/api';
import { FISCAL_KEY_TEXTS, keyChars } from '../../../lib/fiscal-key-input';
import { formatDate } from '../../../lib/format';
import { netCents } from '../../../lib/money';
import { useActiveCampaign } from '../../../lib/resources/campaigns/get-active-campaign';
import { useToday } from '../../../lib/use-today';
import { useCreatePurchase } from '../api/create-purchase';
import { useStoreOptions } from '../api/get-store-options';
import { autofillFromKey } from './fiscal-key-reading';
import {
  emptyPurchase,
  isFiscalKeyMessage,
  type PurchaseFormValues,
  purchaseFormSchema,
  toPurchaseBody,
} from './purchase-form-schema';
import type { ScannedCode } from './receipt-scanner';
import { ReceiptUploadField, type ReceiptUploadHandle } from './receipt-upload-field';
import { ScanReceiptButton } from './scan-receipt-button';
import { useReceiptKey } from './use-receipt-key';

/** The photo purchase of SPEC §2 /registrar-pontos. */
export function PurchaseForm({ onDone }: { onDone: () => void }) {
  const stores = useStoreOptions();
  const campaign = useActiveCampaign();
  const create = useCreatePurchase();
  const [uploading, setUploading] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const upload = useRef<ReceiptUploadHandle>(null);
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
  const today = useToday();
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

  const receiptKey = useReceiptKey({
    getValues,
    setValue,
    isSubmitted,
    storesLoaded: stores.data !== undefined,
    fillFromKey,
  });
  const photoNotes = receiptKey.notesFor(keyChars(useWatch({ control, name: 'fiscalKey' })));

  /**
   * The camera read the receipt's code: its key goes in. A photo taken for it (no camera) is the
   * receipt too when none was sent yet: the customer photographed the receipt once, for both.
   */
  const onScanned = ({ key, format, photo }: ScannedCode) => {
    receiptKey.onScanned(key, format);
    if (photo && !getValues('fileUrl') && !uploading) upload.current?.upload(photo, { readInBrowser: false });
  };

  const onValid = async (values: PurchaseFormValues) => {
    setServerErrors([]);
    try {
      await create.mutateAsync(toPurchaseBody(values));
      reset(emptyPurchase);
      setKeyDate(null);
      receiptKey.clear();
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
          name="fiscalKey"
          onRead={fillFromKey}
          photoNotes={photoNotes}
        >
          <ScanReceiptButton onScanned={onScanned} />
        </FiscalKeyField>
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
                ref={upload}
                value={field.value}
                onChange={field.onChange}
                onRead={receiptKey.onPhotoRead}
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
