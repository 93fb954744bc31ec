import type { RenderedEmail } from './email-content';
import { renderEmail } from './render-email';

/** A new shop owner's single-use link to choose a first password (48 hours). */
export function setPasswordEmail(input: {
  name: string;
  storeName: string;
  /** `${PUBLIC_URL}/shopkeeper/set-password#token=…` */
  link: string;
}): Promise<RenderedEmail> {
  return renderEmail({
    subject: 'Defina sua senha de acesso ao painel do lojista',
    preview: `Você foi cadastrado como lojista da loja ${input.storeName}.`,
    heading: 'Defina sua senha de acesso',
    blocks: [
      { kind: 'paragraph', text: `Olá, ${input.name}!` },
      {
        kind: 'paragraph',
        text: `Você foi cadastrado como lojista da loja ${input.storeName} no programa de pontos do shopping.`,
      },
      { kind: 'paragraph', text: 'Para acessar o painel, defina a sua senha pelo link abaixo:' },
      { kind: 'action', label: 'Definir minha senha', url: input.link },
      {
        kind: 'note',
        text: 'O link vale por 48 horas e só pode ser usado uma vez. Se ele expirar, peça um novo link à administração do shopping.',
      },
    ],
  });
}

/** A "forgot password" link (one hour, single use), for any role. */
export function passwordResetEmail(input: {
  name: string;
  /** `${PUBLIC_URL}/redefinir-senha#token=…` */
  link: string;
}): Promise<RenderedEmail> {
  return renderEmail({
    subject: 'Redefinição de senha',
    preview: 'Escolha uma nova senha pelo link deste e-mail (válido por 1 hora).',
    heading: 'Redefinição de senha',
    blocks: [
      { kind: 'paragraph', text: `Olá, ${input.name}!` },
      {
        kind: 'paragraph',
        text: 'Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, abra o link abaixo (válido por 1 hora e por um único uso):',
      },
      { kind: 'action', label: 'Redefinir senha', url: input.link },
      { kind: 'note', text: 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.' },
    ],
  });
}
