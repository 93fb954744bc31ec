/** What the receipt scanner says (the button on /registrar-pontos and its dialog). */
export const SCANNER_TEXTS = {
  button: 'Escanear QR code do cupom',
  title: 'Escanear QR code do cupom',
  description: 'A chave de acesso, a loja e a data da compra são preenchidas com o que o QR code diz.',
  video: 'Imagem da câmera',
  starting: 'Abrindo a câmera...',
  aim: 'Aponte a câmera para o QR code do cupom',
  otherCode: 'Aponte para o QR code do cupom.',
  noCameraApi: 'Este navegador não dá acesso à câmera. Tire uma foto do QR code do cupom.',
  noCamera: 'Nenhuma câmera encontrada neste aparelho. Envie uma foto do QR code do cupom.',
  refused:
    'Você não permitiu o uso da câmera. Para escanear, libere a câmera para este site nas configurações do navegador, ou tire uma foto do QR code do cupom.',
  cameraFailed: 'Não foi possível abrir a câmera. Tire uma foto do QR code do cupom.',
  readerFailed:
    'Não foi possível carregar o leitor de QR code. Verifique a conexão e tente de novo, ou digite a chave de acesso.',
  takePhoto: 'Tirar foto do QR code',
  photoInstead: 'Não está lendo? Tire uma foto do QR code',
  photoHint: 'Fotografe o cupom inteiro, com o QR code nítido: a foto também serve de comprovante.',
  readingPhoto: 'Lendo a foto...',
  photoNotRead:
    'Não encontramos o QR code nesta foto. Tire outra, mais perto e com boa luz, ou digite a chave de acesso.',
} as const;
