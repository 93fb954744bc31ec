import {
  auditModuleLabel,
  CONSENT_LABELS,
  EXTRACT_LABELS,
  formatCepMask,
  formatCnpjMask,
  formatCpf,
  formatFiscalKey,
  formatPhoneMask,
  GENDER_LABELS,
  onlyDigits,
  PRIZE_TYPE_LABELS,
  ROLE_LABELS,
  SALE_STATUSES,
  SALE_TYPE_LABELS,
  saleStatusLabel,
} from '@mall/shared';
import { formatCurrency, formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { formatPercent } from '../../../lib/money-format';
import { showValue } from './state-diff';

/**
 * How the audit log's details read an entry: its module, its method and each field of the record
 * in Portuguese, and each value as the rest of the app writes it (money, dates in São Paulo time,
 * CPF and CNPJ, statuses). A key or a value the app does not know reads as it was written.
 */

export { auditModuleLabel };

/** The audited records' fields (the API's names, shared by the modules), as the screens name them. */
const FIELD_LABELS: Record<string, string> = {
  id: 'ID',
  name: 'Nome',
  description: 'Descrição',
  email: 'E-mail',
  login: 'Usuário',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  phone: 'Telefone',
  role: 'Perfil',
  gender: 'Gênero',
  birthdate: 'Data de nascimento',
  acceptsSMS: 'Aceita SMS',
  user: 'Conta de acesso',
  userId: 'ID do usuário',
  client: 'Cliente',
  clientId: 'ID do cliente',
  store: 'Loja',
  storeId: 'ID da loja',
  seller: 'Vendedor',
  sellerId: 'ID do vendedor',
  campaign: 'Campanha',
  campaignId: 'ID da campanha',
  prize: 'Brinde',
  prizeId: 'ID do brinde',
  segment: 'Segmento',
  segmentId: 'ID do segmento',
  extractId: 'ID do extrato',
  status: 'Situação',
  type: 'Tipo',
  active: 'Ativo',
  blocked: 'Bloqueada',
  inactivatedAt: 'Inativado em',
  createdAt: 'Criado em',
  updatedAt: 'Atualizado em',
  // Campaigns
  startDate: 'Data de início',
  endDate: 'Data de término',
  conversionRate: 'Taxa de conversão',
  isFinished: 'Encerrada',
  finishedAt: 'Encerrada em',
  redemptionEndDate: 'Prazo para resgates',
  // Prizes
  points: 'Pontos',
  imageUrl: 'Imagem',
  image: 'Imagem',
  featured: 'Destaque',
  stock: 'Estoque',
  soldOut: 'Esgotado',
  // Stores
  tradeName: 'Nome fantasia',
  companyName: 'Razão social',
  responsible: 'Responsável',
  responsiblePhone: 'Telefone do responsável',
  website: 'Site',
  photoUrl: 'Foto',
  invoiceEmails: 'E-mails para boletos',
  zipCode: 'CEP',
  address: 'Endereço',
  number: 'Número',
  neighborhood: 'Bairro',
  complement: 'Complemento',
  city: 'Cidade',
  state: 'UF',
  fee: 'Taxa administrativa',
  areaLimit: 'Limite de área (m²)',
  dayLimit: 'Limite de dias',
  // Purchases
  invoiceNumber: 'Nota fiscal',
  amount: 'Valor',
  grossValue: 'Valor bruto',
  discountValue: 'Desconto',
  netValue: 'Valor líquido',
  saleDate: 'Data da compra',
  fileUrl: 'Comprovante',
  reason: 'Motivo',
  rejectionReason: 'Motivo da rejeição',
  fiscalKey: 'Chave de acesso',
  checks: 'Verificações',
  code: 'Código',
  message: 'Mensagem',
  reviewDeadline: 'Prazo de análise',
  contestedAt: 'Contestada em',
  contestMessage: 'Mensagem da contestação',
  // Redemptions
  voucher: 'Voucher',
  voucherExpirationDate: 'Validade do voucher',
  // Statements and bills
  month: 'Mês',
  year: 'Ano',
  salesCount: 'Compras',
  totalSales: 'Total de vendas',
  amountDue: 'Valor a pagar',
  dueDate: 'Vencimento',
  paidAt: 'Pagamento',
  errorMessage: 'Erro',
  sentAt: 'Enviado em',
  to: 'Enviado para',
  // Jobs and e-mails
  job: 'Código da tarefa',
  label: 'Tarefa',
  runAt: 'Executar em',
  attempts: 'Tentativas',
  error: 'Erro',
  subject: 'Assunto',
  // A customer's own requests (LGPD)
  format: 'Formato',
  purchases: 'Compras',
  redemptions: 'Resgates',
  sms: 'SMS',
  records: 'Consentimentos',
  kind: 'Tipo',
  version: 'Versão',
  acceptedAt: 'Aceito em',
  withdrawnAt: 'Retirado em',
  anonymizedAt: 'Anonimizado em',
};

const own = (map: Record<string, string>, key: string) => (Object.hasOwn(map, key) ? map[key] : undefined);

export { auditMethodLabel } from '@mall/shared';

/** `store.address[0].city` -> ['store', 'address', 0, 'city']. */
function segments(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const part of path.split('.')) {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) {
      out.push(part);
      continue;
    }
    if (m[1]) out.push(m[1]);
    for (const index of m[2]?.match(/\d+/g) ?? []) out.push(Number(index));
  }
  return out;
}

/**
 * A field's path in words: "Loja › Nome fantasia", "E-mails para boletos 2",
 * "Verificações 1 › Código"; an unknown key as it is.
 */
export function auditFieldLabel(path: string): string {
  if (path === '') return '(valor)';
  const words: string[] = [];
  for (const s of segments(path)) {
    if (typeof s === 'number') {
      const last = words.pop();
      words.push(last === undefined ? String(s + 1) : `${last} ${s + 1}`);
    } else words.push(own(FIELD_LABELS, s) ?? s);
  }
  return words.join(' › ');
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const BUSINESS_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Money in reais, as the API writes it in a record. */
const REAIS = new Set(['amount', 'grossValue', 'discountValue', 'netValue', 'totalSales', 'amountDue']);
/** Counts written with thousands separators (a year is not one of them). */
const COUNTS = new Set(['points', 'stock', 'salesCount', 'purchases', 'redemptions', 'remainingPoints']);

function labelOf(map: Record<string, string>, value: string): string {
  return own(map, value) ?? value;
}

function textValue(module: string, field: string, key: string, value: string): string | undefined {
  if (key === 'cpf') return value.includes('*') || onlyDigits(value).length !== 11 ? value : formatCpf(value);
  if (key === 'cnpj') return formatCnpjMask(value);
  if (key === 'zipCode') return formatCepMask(value);
  if (key === 'phone' || key === 'responsiblePhone') return formatPhoneMask(value);
  if (key === 'fiscalKey') return onlyDigits(value).length === 44 ? formatFiscalKey(value) : value;
  if (key === 'role') return labelOf(ROLE_LABELS, value);
  if (key === 'gender') return labelOf(GENDER_LABELS, value);
  if (field === 'records.kind') return labelOf(CONSENT_LABELS, value);
  if (field === 'status') {
    // A status the app does not know reads as written (the lists read it as pending: not here).
    if (module === 'Sale') return (SALE_STATUSES as readonly string[]).includes(value) ? saleStatusLabel(value) : value;
    if (module === 'Extract') return labelOf(EXTRACT_LABELS, value);
  }
  if (field === 'type') {
    if (module === 'Sale') return labelOf(SALE_TYPE_LABELS, value);
    if (module === 'Prize') return labelOf(PRIZE_TYPE_LABELS, value);
  }
  if (INSTANT.test(value)) return formatDateTime(value);
  if (BUSINESS_DATE.test(value)) return formatDate(value);
  return undefined;
}

function numberValue(key: string, value: number): string | undefined {
  // (lib/format's reais formatter: the shared cents one would join the customer's first chunk.)
  if (key.endsWith('Cents') && Number.isInteger(value)) return formatCurrency(value / 100);
  if (REAIS.has(key)) return formatCurrency(value);
  if (key === 'fee') return formatPercent(value);
  if (key === 'conversionRate') return `${formatNumber(value)}%`;
  if (COUNTS.has(key)) return formatNumber(value);
  return undefined;
}

/**
 * A value of the record at `path` of a `module`'s entry, written for people: money as R$ (reais
 * as the API writes them, or integer cents where a key says so), dates and instants in São Paulo
 * time, CPF, CNPJ, CEP, phones and access keys masked, booleans Sim/Não, statuses, types, roles
 * by their labels. Anything else as `showValue` writes it.
 */
export function auditValue(module: string, path: string, value: unknown): string {
  const keys = segments(path).filter((s): s is string => typeof s === 'string');
  const key = keys.at(-1) ?? '';
  const field = keys.join('.');
  if (typeof value === 'string' && value !== '') return textValue(module, field, key, value) ?? value;
  if (typeof value === 'number' && Number.isFinite(value)) return numberValue(key, value) ?? String(value);
  return showValue(value);
}
