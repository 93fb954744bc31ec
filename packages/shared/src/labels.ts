import {
  AUDIT_MODULES,
  type AuditModule,
  type BillStatus,
  type ConsentKind,
  type ExtractStatus,
  type Gender,
  type PrizeType,
  type RescueStatus,
  SALE_STATUSES,
  type SaleStatus,
  type SaleType,
} from './enums';
import type { ClientHistoryKind } from './reports.schemas';

export type BadgeTone = 'gold' | 'green' | 'red' | 'neutral';

const SALE_LABELS: Record<SaleStatus, string> = {
  pending: 'EM ANALISE',
  approved: 'APROVADA',
  rejected: 'REJEITADA',
  canceled: 'CANCELADA',
};
const SALE_TONES: Record<SaleStatus, BadgeTone> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  canceled: 'red',
};

function asSaleStatus(status: string): SaleStatus {
  return (SALE_STATUSES as readonly string[]).includes(status) ? (status as SaleStatus) : 'pending';
}

/** Admin list: unknown statuses read as pending (SPEC §4). */
export function saleStatusLabel(status: string): string {
  return SALE_LABELS[asSaleStatus(status)];
}
export function saleStatusTone(status: string): BadgeTone {
  return SALE_TONES[asSaleStatus(status)];
}
/** Customer points table: only approved and rejected are told apart (SPEC §4). */
export function clientSaleStatusLabel(status: string): string {
  if (status === 'approved') return SALE_LABELS.approved;
  if (status === 'rejected') return SALE_LABELS.rejected;
  return SALE_LABELS.pending;
}
export function clientSaleStatusTone(status: string): BadgeTone {
  if (status === 'approved') return 'green';
  if (status === 'rejected') return 'red';
  return 'gold';
}

/** What the status dialog offers; CANCELADO has its own button (the cancel). */
export const RESCUE_SETTABLE_STATUSES = ['SOLICITADO', 'APROVADO', 'ENTREGUE', 'EXPIRADO'] as const;
export const RESCUE_TONES: Record<RescueStatus, BadgeTone> = {
  SOLICITADO: 'gold',
  APROVADO: 'green',
  ENTREGUE: 'green',
  EXPIRADO: 'red',
  CANCELADO: 'red',
};

export const EXTRACT_LABELS: Record<ExtractStatus, string> = {
  pending: 'NÃO GERADO',
  paid: 'QUITADO',
  waiting_registration: 'AGUARDANDO REGISTRO',
  due: 'A VENCER',
  overdue: 'VENCIDO',
};
export const EXTRACT_TONES: Record<ExtractStatus, BadgeTone> = {
  pending: 'gold',
  paid: 'green',
  waiting_registration: 'gold',
  due: 'neutral',
  overdue: 'red',
};

export const BILL_TONES: Record<BillStatus, BadgeTone> = {
  QUITADO: 'green',
  'NÃO GERADO': 'gold',
  ABERTO: 'neutral',
  AGUARDANDO: 'gold',
};

export const PRIZE_TYPE_LABELS: Record<PrizeType, string> = {
  produto: 'Produto',
  servico: 'Serviço',
  outro: 'Outro',
};

/** Green for active, red for inactive (SPEC §4). */
export function activeTone(inactivatedAt: string | null | undefined): BadgeTone {
  return inactivatedAt ? 'red' : 'green';
}
export function activeLabel(inactivatedAt: string | null | undefined): string {
  return inactivatedAt ? 'Inativo' : 'Ativo';
}

/** The purchase types as the screens and the reports' files name them. */
export const SALE_TYPE_LABELS: Record<SaleType, string> = {
  photo: 'Foto',
  invoice_number: 'Nota fiscal',
};

export const GENDER_LABELS: Record<Gender, string> = {
  FEMININO: 'Feminino',
  MASCULINO: 'Masculino',
  OUTROS: 'Outros',
};
/** A customer's gender as the reports name it ("Não informado" when not given). */
export const genderLabel = (gender: Gender | null) => (gender ? GENDER_LABELS[gender] : 'Não informado');

export const CONSENT_LABELS: Record<ConsentKind, string> = {
  terms: 'Termos de uso',
  privacy: 'Política de privacidade',
  sms: 'Envio de SMS',
};

/** The events of a customer's history (the Histórico report). */
export const HISTORY_KIND_LABELS: Record<ClientHistoryKind, string> = {
  registration: 'Cadastro',
  consent: 'Consentimento',
  consent_withdrawn: 'Consentimento retirado',
  purchase: 'Compra',
  redemption: 'Resgate',
};

/**
 * The audited modules as people know them: by the admin menu's name of the screen that manages
 * them (the log's filter, its list and its details). The values stay the API's.
 */
export const AUDIT_MODULE_LABELS: Record<AuditModule, string> = {
  Sale: 'Extrato de Pontuação',
  Rescue: 'Resgates',
  Campaign: 'Campanhas',
  Prize: 'Brindes',
  Store: 'Lojas',
  Seller: 'Vendedores',
  Shopkeeper: 'Lojistas',
  Extract: 'Extrato Financeiro',
  Bill: 'Boletos',
  User: 'Usuários',
  Client: 'Clientes',
  Job: 'Tarefas agendadas',
};
/** A module's label; a name the app does not know (an older row) reads as it was written. */
export function auditModuleLabel(name: string): string {
  return (AUDIT_MODULES as readonly string[]).includes(name) ? AUDIT_MODULE_LABELS[name as AuditModule] : name;
}

/** What the audited actions did (the rows' `methodName`). */
const METHOD_LABELS: Record<string, string> = {
  create: 'Criação',
  update: 'Edição',
  delete: 'Exclusão',
  activate: 'Ativação',
  inactivate: 'Inativação',
  deactivate: 'Inativação',
  block: 'Bloqueio',
  unblock: 'Desbloqueio',
  finish: 'Encerramento',
  approve: 'Aprovação',
  reject: 'Rejeição',
  cancel: 'Cancelamento',
  contest: 'Contestação',
  read_receipt: 'Leitura do comprovante',
  status: 'Mudança de situação',
  markPaid: 'Pagamento registrado',
  recordError: 'Erro registrado',
  send: 'Envio por e-mail',
  generate: 'Geração',
  issue: 'Registro no banco',
  process: 'Processamento',
  reprocess: 'Reprocessamento',
  run: 'Execução manual',
  resendMail: 'Reenvio de e-mail',
  'set-password': 'Definição de senha',
  'reset-password': 'Redefinição de senha',
  export: 'Exportação dos dados',
  'consent-sms-give': 'Consentimento de SMS dado',
  'consent-sms-withdraw': 'Consentimento de SMS retirado',
  remindDueSoon: 'Lembrete de vencimento enviado',
  remindOverdue: 'Lembrete de boleto vencido enviado',
  remindCampaignEnd: 'Lembrete de fim de campanha enviado',
  remindExpiry: 'Lembrete de vencimento do voucher enviado',
  reviewDigest: 'Resumo da fila de análise enviado',
  reminders: 'Lembretes por e-mail alterados',
  unsubscribe: 'Lembrete desligado pelo link do e-mail',
};

/** An audited action's name in Portuguese (the name itself when the log holds an unknown one). */
export function auditMethodLabel(name: string): string {
  return Object.hasOwn(METHOD_LABELS, name) ? (METHOD_LABELS[name] as string) : name;
}
