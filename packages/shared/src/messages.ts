/**
 * Messages several screens and the API share, word for word (SPEC's texts). A module of their
 * own: a page takes them with the screen that shows them, not with the first load.
 */
export const MESSAGES = {
  invalidCpf: 'CPF inválido',
  invalidCep: 'CEP inválido',
  cepNotFound: 'CEP não encontrado',
  uploadType: 'Apenas arquivos PNG, JPEG, WEBP e PDF são permitidos.',
  uploadSize: 'O arquivo deve ter no máximo 5MB.',
  uploadOk: 'Upload feito com sucesso!',
  fillRequired: 'Preencha os campos obrigatórios',
  fillAllRequired: 'Preencha todos os campos obrigatórios',
  fillAllRequiredDot: 'Preencha todos os campos obrigatórios.',
  fillAll: 'Preencha todos os campos',
  passwordsDiffer: 'As senhas não coincidem',
  notForShopkeepers: 'Não permitido para lojistas',
  invoiceTaken: 'Nota fiscal já registrada',
  receiptTaken: 'Este comprovante já foi registrado em outra compra',
  loginToRedeem: 'Faça o login para resgatar este benefício',
  inDevelopment: 'Funcionalidade em desenvolvimento',
} as const;
