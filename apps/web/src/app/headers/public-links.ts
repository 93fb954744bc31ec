export const PUBLIC_LINKS = [
  { label: 'Lojas participantes', to: '/lojas-participantes' },
  { label: 'Regulamento', to: '/regulamento' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contato', to: '/contato' },
] as const;

export const CLIENT_LINKS = [
  { label: 'Início', to: '/cliente' },
  { label: 'Benefícios', to: '/cliente/brindes' },
  { label: 'Registrar pontos', to: '/registrar-pontos' },
  { label: 'Meus pontos', to: '/meus-pontos' },
  { label: 'Meus resgates', to: '/meus-resgates' },
  { label: 'Meus dados', to: '/meu-dados' },
] as const;
