/** What the concierge's voucher scan says (the "Ler QR do voucher" button on /admin/resgates). */
export const VOUCHER_SCAN_TEXTS = {
  button: 'Ler QR do voucher',
  title: 'Ler QR do voucher',
  description:
    'Aponte a câmera para o QR code no celular do cliente ou no voucher impresso: o código é buscado na hora.',
  video: 'Imagem da câmera',
  starting: 'Abrindo a câmera...',
  aim: 'Aponte a câmera para o QR code do voucher',
  notVoucher: 'Este QR code não é de um voucher. Aponte para o QR code do voucher.',
  noCameraApi: 'Este navegador não dá acesso à câmera. Escolha uma foto do QR code ou digite o código do voucher.',
  noCamera: 'Nenhuma câmera encontrada neste computador. Escolha uma foto do QR code ou digite o código do voucher.',
  refused:
    'A câmera não foi liberada. Para ler o QR code, permita o uso da câmera para este site nas configurações do navegador, ou escolha uma foto do QR code, ou digite o código do voucher.',
  cameraFailed:
    'Não foi possível abrir a câmera (ela pode estar em uso por outro programa). Escolha uma foto do QR code ou digite o código do voucher.',
  readerFailed:
    'Não foi possível carregar o leitor de QR code. Verifique a conexão e tente de novo, ou digite o código do voucher.',
  photo: 'Escolher foto do QR code',
  readingPhoto: 'Lendo a foto...',
  photoNotRead:
    'Não encontramos o QR code de um voucher nesta foto. Tente outra foto, mais nítida, ou digite o código.',
} as const;
